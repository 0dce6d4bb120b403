import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Excel import on its screen: a small file with one bad row shows the log with its row number;
// the corrected file imports, and both files are listed. German, English and a phone once.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function fileWith(rows: (string | null)[][], name: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Mitglieder');
  sheet.addRow([
    'Anrede',
    'Vorname',
    'Nachname',
    'E-Mail',
    'Telefon',
    'Straße',
    'PLZ',
    'Ort',
    'Geburtstag',
    'Mitgliedsnummer',
    'Mitglied ab',
  ]);
  for (const r of rows) sheet.addRow(r);
  const path = join(tmpdir(), `${Date.now()}-${name}`);
  await writeFile(path, new Uint8Array(await wb.xlsx.writeBuffer()));
  return path;
}

const anna = ['Frau', 'Anna', 'Ahrens', 'anna@example.de', null, null, null, null, '01.02.1990', 'E-1', null];
const bernd = ['Herr', 'Bernd', 'Berg', 'bernd@example.de', null, null, null, null, '31.02.1985', 'E-2', null];

describe('Excel import screen', () => {
  it('shows the log of a bad file by row, imports the corrected one and lists both', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/settings/excel', 'de');
    await page.getByRole('heading', { name: 'Excel-Import und -Export' }).waitFor();

    await page.getByTestId('excel-file').setInputFiles(await fileWith([anna, bernd], 'mitglieder-fehler.xlsx'));
    const log = page.getByTestId('excel-log');
    await log.waitFor();
    expect(await log.textContent()).toMatch(/Import fehlgeschlagen: 1 Fehler/);
    const cells = await log.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual(['3', 'Geburtstag', 'Kein gültiges Datum']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'excel-import-log', 'de');

    const fixed = [...bernd];
    fixed[8] = '28.02.1985';
    await page.getByTestId('excel-file').setInputFiles(await fileWith([anna, fixed], 'mitglieder.xlsx'));
    await poll(async () => (await log.textContent()) ?? '').toMatch(/2 Zeilen importiert/);

    const grid = page.getByRole('grid', { name: 'Importierte Dateien' });
    await poll(() => grid.locator('.MuiDataGrid-row').count()).toBe(2);
    expect(await grid.locator('.MuiDataGrid-row').first().textContent()).toMatch(/mitglieder\.xlsx.*Klein, Petra.*Erfolgreich/);
    await ctx.close();
  });

  it('works in English on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/settings/excel', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Excel import and export' }).waitFor();
    await page.getByTestId('excel-export').click();
    await poll(async () => (await page.getByTestId('excel-log').textContent()) ?? '').toMatch(/2 rows exported/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'excel-export-phone', 'en');
    await ctx.close();
  });
});

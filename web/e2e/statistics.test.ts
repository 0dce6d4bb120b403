import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { emitEvent, eventually, payloadOf } from '@takt/kit/testing';
import { BookingEvents, SchedulingEvents } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Statistics: three attendances of two courses in the last week (as booking and scheduling
// announce them); the screen builds the statistic by course, shows chart and table, saves the
// layout as a preset and exports what it shows to Excel. Salsa is held in the location Halle, which
// the location filter narrows to.
let e2e: E2E;
let company: Company;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const salsa = randomUUID();
const yoga = randomUUID();

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const halle = await company.api.post<{ id: string }>('/api/Locations', { Name: 'Halle', City: 'Köln' });
  for (const [courseId, name, locationId] of [
    [salsa, 'Salsa', halle.id],
    [yoga, 'Yoga', null],
  ] as const)
    await emitEvent(e2e.env, SchedulingEvents.CourseCreated, company.companyId, { courseId, name, locationId });
  for (const [courseId, days] of [
    [salsa, 1],
    [salsa, 2],
    [yoga, 2],
  ] as const) {
    const facts = payloadOf(BookingEvents.AttendanceConfirmed, {
      courseId,
      date: daysAgo(days),
      timeFrom: '18:00',
      applicationUserId: null,
    });
    await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, company.companyId, facts);
  }
  const body = { Type: 'AttendanceCount', StartDate: daysAgo(7), EndDate: daysAgo(0), Criterion: { Kind: 'Course' } };
  await eventually(async () => {
    const [total] = await company.api.post<{ amount: number; nestedResults: { label: string }[] }[]>('/api/Statistics/Fill', body);
    return total!.amount === 3 && total!.nestedResults.some((r) => r.label === 'Yoga') ? true : undefined;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('statistics screen', () => {
  it('builds a statistic by course, saves it as a preset and exports it', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/statistics', 'de');
    await page.getByLabel('Zeiteinheit').click();
    await page.getByRole('option', { name: 'Gesamt' }).click();
    await page.getByTestId('fill').click();
    const table = page.getByTestId('statistics-table');
    await poll(() => table.locator('tbody tr').allTextContents()).toEqual(['Gesamt3', 'Salsa2', 'Yoga1']);
    await page.getByTestId('statistics-chart').locator('svg').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'statistics', 'de');

    await page.getByTestId('save-preset').click();
    await page.getByTestId('preset-name').fill('Kurse gesamt');
    await page.getByTestId('confirm-preset').click();
    await page.getByText('Die Vorlage wurde gespeichert.').waitFor();
    const presets = await company.api.get<{ value: { name: string; layout: unknown }[] }>('/odata/Statistics/GetPresets()');
    expect(presets.value).toEqual([
      expect.objectContaining({
        name: 'Kurse gesamt',
        layout: { type: 'AttendanceCount', timeUnit: 'All', criterion: { kind: 'Course', nested: null } },
      }),
    ]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    expect(download.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await streamBytes(await download.createReadStream())) as unknown as ArrayBuffer);
    const values = book
      .getWorksheet('Statistik')!
      .getSheetValues()
      .slice(3)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Gesamt', '', 3],
      ['', 'Salsa', 2],
      ['', 'Yoga', 1],
    ]);
    await ctx.close();
  });

  it('narrows the statistic to the locations chosen by keyboard', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/statistics', 'de');
    await page.getByLabel('Zeiteinheit').click();
    await page.getByRole('option', { name: 'Gesamt' }).click();
    await page.getByTestId('fill').click();
    const rows = page.getByTestId('statistics-table').locator('tbody tr');
    await poll(() => rows.allTextContents()).toEqual(['Gesamt3', 'Salsa2', 'Yoga1']);

    const locations = page.getByLabel('Standorte', { exact: true });
    await locations.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Halle' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await poll(() => locations.textContent()).toBe('Halle');
    await page.getByTestId('fill').click();
    await poll(() => rows.allTextContents()).toEqual(['Gesamt2', 'Salsa2']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('speaks English and counts by day, empty days too', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/statistics', 'en');
    await page.getByTestId('fill').click();
    const rows = page.getByTestId('statistics-table').locator('tbody tr');
    await poll(async () => (await rows.allTextContents()).filter((t) => /^\d{4}-\d{2}-\d{2}/.test(t)).length).toBe(8);
    expect(await rows.allTextContents()).toContain(`${daysAgo(2)}2`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'statistics', 'en');
    await ctx.close();
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

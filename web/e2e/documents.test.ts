import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// Staff put a document up for members (by keyboard through the upload button) and keep another
// internal (dropped onto the page, then hidden); the member sees and downloads only the first,
// on a phone.
let e2e: E2E;
let company: Company;
let mia: Member;
const dir = mkdtempSync(join(tmpdir(), 'takt-e2e-documents-'));
const PDF = Buffer.from('%PDF-1.4\n% Hausordnung\n%%EOF\n');

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  mia = await memberOf(e2e, company, 'Mia', 'Muster');
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

describe('documents', () => {
  it('staff upload one document for members and hide another; the member sees and downloads only the first', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/documents', 'de');
    await page.getByRole('heading', { name: 'Dokumente' }).waitFor();

    // The upload button by keyboard: focus it, press Enter, the file chooser opens.
    const button = page.getByRole('button', { name: 'Dateien hochladen' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.press('Enter')]);
    await chooser.setFiles({ name: 'Hausordnung.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('„Hausordnung.pdf“ hochgeladen.').waitFor();

    // A file dropped onto the page.
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['Nur für das Team'], 'Intern.txt', { type: 'text/plain' }));
      return dt;
    });
    await page.getByTestId('upload-zone').dispatchEvent('drop', { dataTransfer });
    await page.getByText('„Intern.txt“ hochgeladen.').waitFor();
    // The list names who uploaded them (documents' own read model of staff, fed by identity's events).
    await page.getByRole('columnheader', { name: 'Erstellt von' }).waitFor();
    await page.getByRole('gridcell', { name: 'Klein, Petra' }).first().waitFor();

    // An HTML page is refused with a clear message and not listed.
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'seite.html', mimeType: 'text/html', buffer: Buffer.from('<html><script>1</script></html>') });
    await page
      .getByRole('alert')
      .filter({ hasText: /Dateityp|file type/i })
      .waitFor();

    await page.getByRole('button', { name: '„Intern.txt“ bearbeiten' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('switch', { name: 'Für Benutzer sichtbar' })
      .or(dialog.getByRole('checkbox', { name: 'Für Benutzer sichtbar' }))
      .click();
    await dialog.getByTestId('save').click();
    await page.getByText('Dokument gespeichert.').waitFor();
    await page.getByRole('button', { name: 'Neuer Ordner' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'documents', 'de');
    await ctx.close();

    const member = await e2e.context('en');
    const phone = await member.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/login?redirect=${encodeURIComponent('/my-documents')}`);
    await signIn(phone, mia.userName, mia.password);
    await phone.waitForURL((u) => u.pathname === '/my-documents');
    const download = phone.getByRole('button', { name: 'Download “Hausordnung.pdf”' });
    await download.waitFor();
    expect(await phone.getByText('Intern.txt').count()).toBe(0);
    const [file] = await Promise.all([phone.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Hausordnung.pdf');
    const saved = join(dir, 'Hausordnung.pdf');
    await file.saveAs(saved);
    expect(Buffer.compare(readFileSync(saved), PDF)).toBe(0);
    expect(await accessibilityViolations(phone)).toEqual([]);
    await screenshot(phone, 'my-documents', 'en');
    await member.close();
  }, 180_000);
});

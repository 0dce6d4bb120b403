import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// GDPR on the attendee page (decision 0037): staff exports a member's data (every service answers,
// then the JSON downloads) and erases the person, who is then gone from the member list.
const tag = randomUUID().slice(0, 8);
let e2e: E2E;
let company: Company;
let memberId: string;
let otherId: string;
const dir = mkdtempSync(join(tmpdir(), 'gdpr-e2e-'));

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const add = (lastName: string) =>
    company.api.post<{ id: string }>('/api/Attendees', {
      firstName: 'Frieda',
      lastName,
      email: `frieda.${tag}@example.de`,
      userName: `${lastName.toLowerCase()}.${tag}`,
    });
  memberId = (await add('Lorenz')).id;
  otherId = (await add('Adam')).id;
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('GDPR actions on the attendee page', () => {
  it('exports the data as a JSON download, then erases the person after the confirmation', async () => {
    const { ctx, page } = await adminAt(e2e, company, `/attendees/${memberId}`, 'de');
    await page.getByTestId('gdpr-export').click();
    // Every service answers by event; the download is offered once all have.
    const download = page.getByTestId('gdpr-download');
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`data-export-${memberId}.json`);
    const saved = join(dir, file.suggestedFilename());
    await file.saveAs(saved);
    const exported = JSON.parse(readFileSync(saved, 'utf8')) as {
      complete: boolean;
      data: Record<string, { user?: unknown; attendee?: unknown }>;
    };
    expect(exported.complete).toBe(true);
    expect(Object.keys(exported.data).sort()).toEqual([
      'billing',
      'booking',
      'documents',
      'identity',
      'membership',
      'notification',
      'scheduling',
      'statistics',
    ]);
    expect(exported.data.membership!.attendee).toMatchObject({ firstName: 'Frieda', lastName: 'Lorenz' });
    expect(exported.data.identity!.user).toMatchObject({ userName: `lorenz.${tag}` });

    await page.getByTestId('gdpr-erase').click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.textContent()).toContain('Rechnungen bleiben für die gesetzliche Aufbewahrung erhalten');
    expect(await dialog.textContent()).toContain('„Lorenz, Frieda“');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendee-erase', 'de');
    // Cancel changes nothing; confirming erases and goes back to the list without the person.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByTestId('gdpr-erase').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL((u) => u.pathname === '/attendees');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Adam');
    await expect(company.api.get(`/api/Attendees/${memberId}`)).rejects.toMatchObject({ status: 404 });
    await ctx.close();
  });

  it('offers the actions in English on a phone, keyboard first', async () => {
    const { ctx, page } = await adminAt(e2e, company, `/attendees/${otherId}`, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    const exportButton = page.getByRole('button', { name: 'Export data' });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Download data' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Erase person' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('dialog').textContent()).toContain('Invoices stay for their legal retention');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await ctx.close();
  });
});

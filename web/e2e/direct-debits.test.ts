import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent, eventually, payloadOf, referencePath } from '@takt/kit/testing';
import { BookingEvents, MembershipEvents } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Direct debits: a company with a creditor id and two members with open invoices, one with a
// mandate. The preview collects one and skips the other for missing payment data; the payment
// data dialog (live IBAN check) fixes that; the created pain.008 file downloads and validates
// against the XSD; a return CSV re-opens one invoice.
let e2e: E2E;
let company: Company;
const members = {
  mueller: payloadOf(MembershipEvents.AttendeeCreated, { firstName: 'Jürgen', lastName: 'Müller' }),
  berg: payloadOf(MembershipEvents.AttendeeCreated, { firstName: 'Anna', lastName: 'Berg' }),
};
const invoices: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'dd-e2e-'));

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const current = await company.api.get<{ name: string; email: string }>('/api/Company/Get');
  await company.api.request('PUT', '/api/Company', {
    name: current.name,
    email: current.email,
    countryId: 'DE',
    iban: 'DE02 1203 0000 0000 2020 51',
    creditorIdentifier: 'DE98ZZZ09999999999',
  });
  for (const [key, m] of Object.entries(members)) {
    await emitEvent(e2e.env, MembershipEvents.AttendeeCreated, company.companyId, m);
    const attendance = payloadOf(BookingEvents.AttendanceConfirmed, {
      attendeeId: m.attendeeId,
      centCost: key === 'mueller' ? 1500 : 2250,
      date: '2026-11-03',
    });
    await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, company.companyId, attendance);
  }
  // Billing's read model takes the attendee a moment after the event.
  await eventually(async () => {
    const res = await company.api.raw('POST', '/api/PaymentData/UpdatePaymentMandate', {
      attendeeId: members.mueller.attendeeId,
      type: 0,
      iban: 'DE89370400440532013000',
      accountHolder: 'Jürgen Müller',
      mandateReference: 'M-MUELLER',
      mandateDate: '2026-01-15',
    });
    return res.status === 200 ? true : undefined;
  }, 30_000);
  // The attendances wait as positions for the month's invoice run, which issues the invoices.
  await eventually(
    async () => ((await company.api.get<{ value: unknown[] }>('/odata/invoicePositions')).value.length === 2 ? true : undefined),
    30_000,
  );
  await company.api.post('/api/invoices/Run', { periodType: 0, periodStart: '2026-11-01' });
  const list = () => company.api.get<{ value: { id: string; attendeeId: string }[] }>('/odata/invoices');
  await eventually(async () => ((await list()).value.length === 2 ? true : undefined), 30_000);
  for (const i of (await list()).value) invoices[i.attendeeId] = i.id;
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('direct-debit screen', () => {
  it('previews, fixes missing payment data, creates and downloads a valid file, and imports a return', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/direct-debit-creation', 'de');
    await page.getByTestId('preview').click();
    const collected = page.getByTestId('collected').locator('tbody tr');
    const skipped = page.getByTestId('skipped').locator('tbody tr');
    await poll(() => collected.count()).toBe(1);
    expect(await collected.first().textContent()).toContain('Müller, Jürgen');
    expect(await skipped.first().textContent()).toContain('Keine Zahlungsdaten');
    expect(await page.getByTestId('preview-summary').textContent()).toMatch(/1 Lastschrift über 15,00\s€/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'direct-debits-preview', 'de');

    // Payment data with the live IBAN check: a wrong check digit is named, a right one printed in groups.
    await page.getByRole('button', { name: 'Zahlungsdaten von Berg, Anna' }).click();
    const dialog = page.getByRole('dialog');
    const iban = dialog.getByTestId('iban');
    await iban.fill('DE88370400440532013000');
    await dialog.getByText('Die Prüfziffern stimmen nicht').waitFor();
    await iban.fill('de02120300000000202051');
    await dialog.getByText('Gültig: DE02 1203 0000 0000 2020 51').waitFor();
    await dialog.getByLabel('Kontoinhaber').fill('Anna Berg');
    await dialog.locator('.MuiPickersTextField-root', { hasText: 'Mandat unterschrieben am' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01022026');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'payment-data-dialog', 'de');
    await dialog.getByTestId('save').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => collected.count()).toBe(2);
    expect(await page.getByTestId('preview-summary').textContent()).toMatch(/2 Lastschriften über 37,50\s€/);

    // Create: confirm, the browser downloads the file, it validates against the schema.
    await page.getByTestId('create-file').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/^SEPA-\d{4}-\d{2}-\d{2}-TAKT\w+\.xml$/);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    execFileSync('xmllint', ['--noout', '--schema', referencePath('sepa', 'pain.008.001.02.xsd'), file], { stdio: 'pipe' });
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<CtrlSum>37.50</CtrlSum>');
    expect(xml).toContain('<Nm>Juergen Mueller</Nm>');
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    await poll(() => page.getByTestId('preview-summary').textContent()).toContain('Keine Lastschrift');
    for (const id of Object.values(invoices))
      expect((await company.api.get<{ paymentStatus: number }>(`/api/invoices/${id}`)).paymentStatus).toBe(1);

    // The studio charges 3.50 EUR per return.
    expect(await page.getByTestId('creditor').textContent()).toContain('DE02 1203 0000 0000 2020 51 · Gläubiger-ID DE98ZZZ09999999999');
    await page.getByTestId('return-fee').fill('3,5');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Rücklastschriftgebühr gespeichert.').waitFor();

    // The bank returns Anna's debit: upload the CSV, see the outcome, her invoice is open again.
    const annaE2e = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>[\s\S]*?<Nm>([^<]+)<\/Nm>/g)].find((m) => m[2] === 'Anna Berg')?.[1];
    expect(annaE2e).toBeDefined();
    const csv = join(dir, 'returns.csv');
    writeFileSync(csv, `EndToEndId;Betrag;Grund\n${annaE2e};22,50;AC04\nR0-UNBEKANNT;1,00;MD06\n`);
    await page.getByTestId('return-file').setInputFiles(csv);
    const lines = page.getByTestId('return-lines').locator('tbody tr');
    await poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('Rechnung wieder offen');
    expect(await lines.nth(1).textContent()).toContain('Unbekannte Lastschrift');
    expect(await page.getByTestId('returns-summary').textContent()).toMatch(/1 Rechnung wieder offen, Gebühren 3,50\s€/);
    const anna = await company.api.get<{ paymentStatus: number; centCostSum: number }>(
      `/api/invoices/${invoices[members.berg.attendeeId]}`,
    );
    expect(anna).toMatchObject({ paymentStatus: 0, centCostSum: 2600 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'direct-debits-returns', 'de');
    await ctx.close();
  });

  it('speaks English and names a collection date in the past', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/direct-debit-creation', 'en');
    const field = page.locator('.MuiPickersTextField-root', { hasText: 'Collection date' }).getByRole('spinbutton').first();
    await field.click();
    await page.keyboard.type('20200102');
    await page.getByTestId('preview').click();
    await poll(() => page.getByTestId('direct-debit-error').textContent()).toContain('The collection date lies in the past.');
    expect(await page.getByRole('heading', { name: 'SEPA files created' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'direct-debits', 'en');
    await ctx.close();
  });

  it('names what a company without creditor identifier still needs', async () => {
    const bare = await createCompany(e2e.baseUrl);
    const { ctx, page } = await adminAt(e2e, bare, '/direct-debit-creation', 'en');
    await poll(() => page.getByTestId('creditor-problem').textContent()).toContain('SEPA files need a valid IBAN of the company.');
    await page.getByRole('link', { name: 'Add it in “My company”' }).click();
    await page.waitForURL((u) => u.pathname === '/my-company');
    await ctx.close();
  });
});

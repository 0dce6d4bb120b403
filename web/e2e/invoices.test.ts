import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wallClockAt } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Invoices: a single cost added on the screen and another cancelled, the month's invoice run from
// its dialog, the invoice with its number and sum, marked paid; English and a phone once.
let e2e: E2E;
let company: Company;
let attendeeId: string;
const thisMonth = new Date().toISOString().slice(0, 7);
// Invoice numbers count per year of the studio's calendar: after 23:00 UTC on 31 December its year has turned.
const year = wallClockAt(new Date(), 'Europe/Berlin').date.slice(0, 4);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  attendeeId = (await company.api.post<{ id: string }>('/api/Attendees', { FirstName: 'Erika', LastName: 'Muster' })).id;
  // Billing learns attendees from membership's event: the first position may wait for it.
  for (let attempt = 1; ; attempt++) {
    try {
      await company.api.post('/api/invoicePositions', { attendeeId, description: 'Handtuch', centCost: 300 });
      break;
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

/** axe after the snackbar has faded in: mid-transition its text has too little contrast. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(600);
  return accessibilityViolations(page);
}

describe('invoice screens', () => {
  it('adds a single cost, cancels another, runs the month, shows the invoice with number and sum and marks it paid', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/invoice-items', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Handtuch.*3,00\s€.*wartet auf den Lauf/);

    await page.getByRole('button', { name: 'Einzelkosten hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Mitglied' }).fill('muster eri');
    await page.getByRole('option', { name: 'Muster, Erika' }).click();
    await dialog.getByLabel('Bezeichnung').fill('Getränk');
    await dialog.getByLabel('Betrag (EUR)').fill('2,5x');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Ungültiges Format', { exact: false }).waitFor();
    await dialog.getByLabel('Betrag (EUR)').fill('2,50');
    await dialog.getByTestId('save').click();
    await page.getByText('Einzelkosten hinzugefügt.').waitFor();
    await poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toMatch(/Getränk.*2,50\s€/);

    await page.getByRole('button', { name: 'Position Handtuch stornieren' }).click();
    await page.getByText('Position storniert.').waitFor();
    await page.getByRole('button', { name: 'Position Handtuch wiederherstellen' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'invoice-items', 'de');

    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Rechnungseinstellungen' }).click();
    await dialog.getByLabel('Mahngebühr Stufe 1 (EUR)').fill('5,00');
    await dialog.getByTestId('save').click();
    await page.getByText('Rechnungseinstellungen gespeichert.').waitFor();
    expect((await company.api.get<{ dunningFees: number[] }>('/api/BillingSettings')).dunningFees[0]).toBe(500);

    await page.getByRole('button', { name: 'Rechnungslauf' }).click();
    await dialog.getByText('Ein bereits abgerechneter Zeitraum erzeugt nichts Neues.', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByTestId('save').click();
    await page.getByText(/1 Rechnung über 2,50\s€ erstellt\./).waitFor();
    const invoices = page.locator('.MuiDataGrid-row');
    await poll(() => invoices.count()).toBe(1);
    expect(await invoices.first().textContent()).toMatch(new RegExp(`${year}-00001.*Muster, Erika.*2,50\\s€.*Offen`));
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'invoices', 'de');

    await invoices.first().click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `${year}-00001 · Muster, Erika` }).waitFor();
    await page
      .getByTestId('invoice-positions')
      .getByRole('row', { name: /Getränk.*2,50\s€/ })
      .waitFor();
    expect(await page.getByTestId('invoice-positions').textContent()).not.toContain('Handtuch');
    await page.getByRole('button', { name: 'Mahnstufe erhöhen' }).click();
    await page.getByText('Mahnstufe 1 erreicht.').waitFor();
    await page
      .getByTestId('invoice-positions')
      .getByRole('row', { name: /Mahngebühr 1\. Mahnstufe.*5,00\s€/ })
      .waitFor();
    await page
      .getByText(/7,50\s€/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await page.getByText('Rechnung als bezahlt markiert.').waitFor();
    await page.getByText('Bezahlt', { exact: true }).first().waitFor();
    const id = page.url().split('/').at(-1)!;
    expect(await company.api.get(`/api/invoices/${id}`)).toMatchObject({
      paymentStatus: 1,
      centCostSum: 750,
      dunningLevel: 1,
      periodStartDate: `${thisMonth}-01`,
    });
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'invoice', 'de');

    // The same month again creates nothing new.
    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Rechnungslauf' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Keine neue Rechnung: Der Zeitraum ist schon abgerechnet', { exact: false }).waitFor();
    await ctx.close();
  });

  it('shows the invoices in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/invoices', 'en');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    expect(await page.locator('.MuiDataGrid-row').first().textContent()).toMatch(/€7\.50.*Paid/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'invoices', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.MuiDataGrid-row').first().click();
    await page
      .getByTestId('invoice-positions')
      .getByRole('row', { name: /Getränk/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'invoice-phone', 'en');

    // A member's own list: the admin holds no invoice of their own, so it is empty.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/my-invoices');
    await page.getByRole('heading', { name: 'My invoices' }).waitFor();
    await page.getByText('No entries', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });
});

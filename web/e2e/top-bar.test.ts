import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent, payloadOf } from '@takt/kit/testing';
import { BillingEvents } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// The top bar's live parts. The bell and the hub end to end: notification turns billing's InvoiceCreated into a push
// message and a hub notice; the open page's bell counts it without a reload.
let e2e: E2E;
let company: Company;
let adminId: string;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  adminId = (await company.api.get<{ account: { id: string } }>('/api/Users/GetMe')).account.id;
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

let invoiceNumber = 100;
/** A new invoice for the signed-in admin, as billing announces it. */
const invoiceFor = (userId: string) =>
  emitEvent(
    e2e.env,
    BillingEvents.InvoiceCreated,
    company.companyId,
    payloadOf(BillingEvents.InvoiceCreated, {
      invoiceId: randomUUID(),
      invoiceNumber: invoiceNumber++,
      attendeeAppUserId: userId,
      periodStartDate: '2026-11-01',
      periodEndDate: '2026-11-30',
    }),
  );

async function signedIn(locale: 'de' | 'en') {
  const ctx = await e2e.context(locale);
  const page = await ctx.newPage();
  const hub = { joins: 0 };
  // The completion of JoinUserGroupCompany: from then on the socket is in the company group.
  page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"type":3') && hub.joins++));
  await page.goto('/login');
  await signIn(page, company.admin.userName, company.admin.password);
  await page.waitForURL((u) => u.pathname === '/');
  await poll(() => hub.joins).toBeGreaterThan(0);
  return { ctx, page, hub };
}

const bellLabel = (page: Page) => page.getByTestId('bell').getAttribute('aria-label');

describe('bell and hub', () => {
  it('counts a push message arriving on the hub without a reload, pages the list and marks all read', async () => {
    const { ctx, page } = await signedIn('de');
    await poll(() => bellLabel(page)).toBe('Nachrichten, keine ungelesen');
    // A reload would lose this mark and request the document again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);

    await invoiceFor(adminId);
    await poll(() => bellLabel(page)).toBe('Nachrichten, 1 ungelesen');
    await poll(() => page.getByTestId('bell-count').textContent()).toBe('1');
    for (let i = 0; i < 5; i++) await invoiceFor(adminId);
    // A message for someone else in the company neither counts here nor reloads this bell.
    await invoiceFor(randomUUID());
    await poll(() => bellLabel(page)).toBe('Nachrichten, 6 ungelesen');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(documents).toBe(0);

    // Keyboard: the bell opens with Enter and closes with Escape back onto the bell.
    await page.getByTestId('bell').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nachrichten' });
    await dialog.waitFor();
    const items = dialog.getByTestId('bell-message');
    await poll(() => items.count()).toBe(5);
    expect(await items.first().textContent()).toContain('Neue Rechnung');
    expect(await items.first().textContent()).toContain('Ihre Rechnung Nr. 105');
    expect(await dialog.getByText('Neu', { exact: true }).count()).toBe(5);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'bell', 'de');

    await dialog.getByRole('button', { name: 'Seite 2' }).click();
    await poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('Nr. 100');

    await dialog.getByTestId('bell-mark-all').click();
    await poll(() => bellLabel(page)).toBe('Nachrichten, keine ungelesen');
    await poll(() => dialog.getByText('Neu', { exact: true }).count()).toBe(0);
    expect(await dialog.getByTestId('bell-mark-all').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bell');

    // The next message counts again, still without a reload.
    await invoiceFor(adminId);
    await poll(() => bellLabel(page)).toBe('Nachrichten, 1 ungelesen');
    expect(documents).toBe(0);
    await ctx.close();
  });

  it('shows the bell in English and on a phone', async () => {
    const { ctx, page } = await signedIn('en');
    await page.setViewportSize({ width: 375, height: 740 });
    await invoiceFor(adminId);
    await poll(() => bellLabel(page)).toMatch(/^Messages, \d+ unread$/);
    await page.getByTestId('bell').click();
    const dialog = page.getByRole('dialog', { name: 'Messages' });
    await dialog.getByTestId('bell-message').first().waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'bell', 'en');
    await ctx.close();
  });
});

describe('location selector', () => {
  const long = 'Tanzstudio am Hauptbahnhof Nord-West';
  const selector = (page: Page) => page.getByTestId('location-selector');

  it('cuts long names at 24 characters, keeps the full name for screen readers and remembers the choice', async () => {
    const other = await createCompany(e2e.baseUrl);
    await other.api.post('/api/Locations', { name: 'Atelier Süd', city: 'Köln' });
    await other.api.post('/api/Locations', { name: long, city: 'Köln' });
    await other.api.post('/api/Departments', { name: 'Jazz und Modern' });
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.goto('/login');
    await signIn(page, other.admin.userName, other.admin.password);
    await page.waitForURL((u) => u.pathname === '/');

    // Without a choice the first location is taken.
    await poll(() => selector(page).textContent()).toBe('Atelier Süd');
    await selector(page).click();
    const listbox = page.getByRole('listbox');
    await poll(() => listbox.getByRole('option').allTextContents()).toEqual([
      'Atelier Süd',
      'Tanzstudio am Hauptbahnh…',
      'Jazz und Modern',
    ]);
    await listbox.getByRole('option', { name: `Standort: ${long}` }).click();
    await poll(() => selector(page).textContent()).toBe('Tanzstudio am Hauptbahnh…');
    expect(await selector(page).getAttribute('aria-label')).toBe(`Standort oder Abteilung: ${long}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'location-selector', 'de');

    await page.reload();
    await poll(() => selector(page).textContent()).toBe('Tanzstudio am Hauptbahnh…');
    // Keyboard: a department is picked with the arrow keys.
    await selector(page).focus();
    await page.keyboard.press('Enter');
    await listbox.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await poll(() => selector(page).textContent()).toBe('Jazz und Modern');

    // Signing out and in again (as the same user) keeps the choice; on a phone it still fits.
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL(/\/login/);
    await signIn(page, other.admin.userName, other.admin.password);
    await page.waitForURL((u) => u.pathname === '/');
    await page.setViewportSize({ width: 375, height: 740 });
    await poll(() => selector(page).textContent()).toBe('Jazz und Modern');
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();

    const en = await e2e.context('en');
    const enPage = await en.newPage();
    await enPage.goto('/login');
    await signIn(enPage, other.admin.userName, other.admin.password);
    await enPage.waitForURL((u) => u.pathname === '/');
    await poll(() => selector(enPage).textContent()).toBe('Atelier Süd');
    await selector(enPage).click();
    await enPage.getByRole('option', { name: 'Location: Atelier Süd' }).waitFor();
    // The menu fades in; the screenshot should show it, not the transition.
    await enPage.waitForTimeout(400);
    await screenshot(enPage, 'location-selector', 'en');
    await en.close();
  });
});

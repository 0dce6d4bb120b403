import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// The admin's mail template preview: pick a template, read subject and mail in German, switch to
// English. The mail is shown in a sandboxed frame, as a stranger's document.
//
// The sandboxed frame has an opaque origin, so Chromium renders it in a process of its own; on a
// loaded machine that process once kept a zero-sized viewport for the whole wait (CI, stop 24), and
// its text counted as hidden. The frame element must be visible; its text must be there.
const inMail = { state: 'attached' } as const;

let e2e: E2E;
let company: Company;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
}, 180_000);
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

describe('mail templates', () => {
  it('shows every template rendered with sample data in German and English', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/', 'de');
    contexts.push(ctx);
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('menuitem', { name: 'E-Mail-Vorlagen' }).click();
    await page.waitForURL((u) => u.pathname === '/mail-templates');
    await page.getByRole('heading', { name: 'E-Mail-Vorlagen' }).waitFor();
    const templates = page.getByRole('navigation', { name: 'Vorlagen' });
    expect(await templates.getByRole('button').count()).toBe(9);

    await templates.getByRole('button', { name: 'Buchung bestätigt' }).click();
    await page.getByTestId('mail-subject').getByText('Betreff: Buchung bestätigt').waitFor();
    await page.getByTestId('mail-frame').waitFor();
    const frame = page.frameLocator('[data-testid="mail-frame"]');
    await frame.getByText('Hallo Anna,').waitFor(inMail);
    await frame.getByText('Yoga Basics am 07.12.2026 um 18:30 Uhr', { exact: false }).waitFor(inMail);
    expect(await page.getByTestId('mail-frame').getAttribute('sandbox')).toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'mail-templates', 'de');

    await page.getByRole('tab', { name: 'Englisch' }).click();
    await page.getByTestId('mail-subject').getByText('Booking confirmed').waitFor();
    await frame.getByText('Hello Anna,').waitFor(inMail);

    await templates.getByRole('button', { name: 'Lastschrift zurückgegeben' }).click();
    await page.getByTestId('mail-subject').getByText('Direct debit returned').waitFor();
    await frame.getByText('€49.00', { exact: false }).waitFor(inMail);
    expect(new URL(page.url()).searchParams.get('template')).toBe('direct-debit-returned');
  });

  it('opens in the language of the app (English)', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/mail-templates', 'en');
    contexts.push(ctx);
    await page.getByRole('heading', { name: 'Mail templates' }).waitFor();
    await page.getByTestId('mail-subject').getByText('Subject: Please confirm your e-mail address').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'mail-templates', 'en');
  });
});

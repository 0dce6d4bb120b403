import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startFakeStripe, type FakeStripe } from '@takt/kit/testing';
import { accessibilityViolations, screenshot, type E2E } from './harness.ts';
import { startE2E } from './system.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// The company's subscription and cards page against the real backend, with billing's Stripe SDK
// pointed at a local fake Stripe API that also posts its webhooks, signed, through the gateway.
// Stripe.js is never loaded (no internet here): the page's Elements loader is replaced by a
// stand-in that answers Stripe's test token, and requests to js.stripe.com are refused.
const WEBHOOK_SECRET = 'whsec_e2e';

let fake: FakeStripe;
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  fake = await startFakeStripe();
  e2e = await startE2E('subscriptions', {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  fake.setWebhook({ url: `${e2e.baseUrl}/api/Stripe/Webhook`, secret: WEBHOOK_SECRET });
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
  await fake?.close();
});

const stripeJsRequests: string[] = [];

async function subscriptionsPage(locale: 'de' | 'en'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await e2e.context(locale);
  await ctx.route('https://js.stripe.com/**', async (route) => {
    stripeJsRequests.push(route.request().url());
    await route.abort();
  });
  await ctx.addInitScript(() => {
    window.taktStripeElements = async () => ({
      mount: (el: HTMLElement) => {
        el.textContent = '4242 4242 4242 4242 (test)';
      },
      destroy: () => undefined,
      createToken: async () => ({ tokenId: 'tok_visa' }),
    });
  });
  const page = await ctx.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent('/company-subscriptions')}`);
  await signIn(page, company.admin.userName, company.admin.password);
  await page.waitForURL((u) => u.pathname === '/company-subscriptions');
  return { ctx, page };
}

const licences = async () => await company.api.get<{ totalLicences: number; maxAttendees: number | null }>('/api/Employees/GetLicenceInfo');

describe('company subscriptions page', { timeout: 120_000 }, () => {
  it('creates the billing account, orders a plan, adds a card, changes the licences and cancels (de)', async () => {
    const { ctx, page } = await subscriptionsPage('de');
    await page.getByRole('button', { name: 'Abrechnungskonto anlegen' }).click();
    const plans = page.getByTestId('plan');
    await poll(() => plans.count()).toBe(3);
    expect(await plans.locator('h3').allTextContents()).toEqual(['Small', 'Large', 'Flat']);
    expect(await plans.first().textContent()).toMatch(/bis 10 Lizenzen: je 12,00\s€/);

    await page.getByLabel('Lizenzen').fill('8');
    await page.getByRole('button', { name: 'Small bestellen' }).click();
    await poll(() => page.getByTestId('subscription').textContent()).toContain('Tarif Small mit 8 Lizenzen (aktiv)');
    // Identity holds the figures: billing's event, and the webhook Stripe sent through the gateway.
    await eventually(async () => ((await licences()).totalLicences === 8 ? true : undefined), 20_000, 'licences 8');
    expect((await licences()).maxAttendees).toBe(8);
    await poll(() => fake.deliveries.length).toBeGreaterThan(0);
    expect(fake.deliveries.every((s) => s === 200)).toBe(true);

    await page.getByRole('button', { name: 'Karte hinzufügen' }).click();
    await poll(() => page.getByTestId('card').count()).toBe(1);
    expect(await page.getByTestId('card').textContent()).toContain('Visa •••• 4242');

    await page.getByTestId('subscription').getByLabel('Lizenzen').fill('12');
    await page.getByRole('button', { name: 'Lizenzen ändern' }).click();
    await poll(() => page.getByTestId('subscription').textContent()).toContain('mit 12 Lizenzen');
    await poll(() => page.getByTestId('upcoming').textContent()).toMatch(/120,00\s€/);
    await poll(() => page.getByRole('table', { name: 'invoices' }).locator('tbody tr').count()).toBe(2);
    await eventually(async () => ((await licences()).totalLicences === 12 ? true : undefined), 20_000, 'licences 12');
    // The page's figures follow without a reload.
    await poll(() => page.getByTestId('licence-figures').textContent()).toContain('Lizenzen: 12');

    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'company-subscriptions', 'de');

    await page.getByRole('button', { name: 'Abonnement kündigen' }).click();
    await page.getByTestId('confirm').click();
    await poll(() => plans.count()).toBe(3);
    await eventually(async () => ((await licences()).totalLicences === 5 ? true : undefined), 20_000, 'trial licences again');
    expect((await licences()).maxAttendees).toBeNull();
    expect(stripeJsRequests).toEqual([]);
    await ctx.close();
  });

  it('shows the plans in English and on a phone', async () => {
    const { ctx, page } = await subscriptionsPage('en');
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(() => page.getByTestId('plan').count()).toBe(3);
    expect(await page.getByTestId('plan').last().textContent()).toMatch(/€15\.00 per licence and month/);
    expect(await page.getByRole('heading', { name: 'Payment cards' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'company-subscriptions-phone', 'en');
    await ctx.close();
  });

  it('answers a webhook with a wrong signature at the gateway with 400 and changes nothing', async () => {
    const res = await fetch(`${e2e.baseUrl}/api/Stripe/Webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.deleted', data: { object: { customer: 'cus_x' } } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('webhook_signature_invalid');
    expect((await licences()).totalLicences).toBe(5);
  });
});

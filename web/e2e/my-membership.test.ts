import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// Spec section 2 /my-membership: a member sees their memberships with costs and asks for the termination.
let e2e: E2E;
let company: Company;
let member: Member;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  member = await memberOf(e2e, company);
  const { id: fitness } = await company.api.post<{ id: string }>('/api/references/MembershipType', { Name: 'Fitness', Cost: 3000 });
  await company.api.post(`/api/Attendees/${member.attendeeId}/Memberships`, { MembershipTypeId: fitness, FromDate: '2025-01-01' });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function memberAt(locale: 'de' | 'en') {
  const ctx = await e2e.context(locale);
  const page = await ctx.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login?redirect=%2Fmy-membership');
  await signIn(page, member.userName, member.password);
  await page.waitForURL((u) => u.pathname === '/my-membership');
  return { ctx, page };
}

describe('my membership', () => {
  it('shows the membership with its cost and sends a termination request (de)', async () => {
    const { ctx, page } = await memberAt('de');
    const card = page.getByRole('region', { name: 'Fitness' });
    await card.getByText('30,00\u00a0€ monatlich').waitFor();
    await card.getByText('Seit 01.01.2025').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-membership', 'de');

    await card.getByRole('button', { name: 'Kündigung beantragen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Fitness würde mit der Kündigungsfrist am \d\d\.\d\d\.\d{4} enden/).waitFor();
    await dialog.getByLabel('Grund (optional)').fill('Umzug');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByTestId('save').click();
    await page.getByText('Dein Kündigungsantrag wurde gesendet.').waitFor();
    await card.getByText('Kündigung beantragt').waitFor();
    await page.getByRole('row', { name: /Kündigung der Mitgliedschaft.*Offen/ }).waitFor();

    const open = await company.api.get<{ value: { attendeeId: string; type: number; reason: string }[] }>('/odata/MembershipRequests');
    expect(open.value).toEqual([expect.objectContaining({ attendeeId: member.attendeeId, type: 4, reason: 'Umzug' })]);
    await ctx.close();
  });

  it('shows the membership and the request in English', async () => {
    const { ctx, page } = await memberAt('en');
    await page.getByRole('heading', { name: 'My membership' }).waitFor();
    const card = page.getByRole('region', { name: 'Fitness' });
    await card.getByText('€30.00 per month').waitFor();
    await card.getByText('Termination requested').waitFor();
    await page.getByRole('row', { name: /Membership termination.*Open/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-membership', 'en');
    await ctx.close();
  });
});

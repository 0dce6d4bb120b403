import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Membership requests: the open ones by default, two marked done together, the state filter.
let e2e: E2E;
let company: Company;
const requests: Record<string, string> = {};

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  for (const [first, last, type] of [
    ['Anna', 'Adler', 4],
    ['Bernd', 'Berg', 5],
    ['Clara', 'Conrad', 1],
  ] as const) {
    const { id } = await company.api.post<{ id: string }>('/api/Attendees', {
      FirstName: first,
      LastName: last,
      UserName: `${first}.${randomUUID().slice(0, 6)}`,
    });
    requests[last] = (
      await company.api.post<{ id: string }>('/api/MembershipRequests', { AttendeeId: id, Type: type, Reason: `Antrag ${last}` })
    ).id;
  }
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('membership requests screen', () => {
  it('marks two open requests done in bulk and filters by state', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/membership-requests', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-requests', 'de');

    await page
      .getByRole('row', { name: /Adler, Anna/ })
      .getByRole('checkbox')
      .check();
    await page
      .getByRole('row', { name: /Berg, Bernd/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Erledigt (2)' }).click();
    await page.getByRole('dialog').getByText('2 ausgewählte Anträge werden entschieden', { exact: false }).waitFor();
    await page.getByTestId('confirm').click();
    await page.getByText('2 Anträge als erledigt markiert.').waitFor();
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Conrad, Clara');
    expect((await company.api.get<{ count: number }>('/api/MembershipRequests/CountOpen')).count).toBe(1);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Erledigt' }).click();
    await poll(() => rows.count()).toBe(2);
    await page.getByRole('row', { name: /Adler, Anna.*Kündigung der Mitgliedschaft.*Erledigt/ }).waitFor();
    await ctx.close();
  });

  it('shows the requests in English', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/membership-requests', 'en');
    await page.getByRole('heading', { name: 'Membership requests' }).waitFor();
    await page.getByRole('row', { name: /Conrad, Clara.*Subscription order.*Open/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-requests', 'en');
    await ctx.close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent, eventually, payloadOf } from '@takt/kit/testing';
import { BookingEvents, MembershipEvents, wallClockAt } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// Home's key figures: three bookings for today (two confirmed, one waiting) and one member, as
// booking and membership announce them, show on the admin's home page.
const ZONE = 'Europe/Berlin';
let e2e: E2E;
let company: Company;
const today = wallClockAt(new Date(), ZONE).date;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const id = company.companyId;
  const facts = () => payloadOf(BookingEvents.AttendanceConfirmed, { date: today, applicationUserId: null });
  await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, id, facts());
  await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, id, facts());
  await emitEvent(e2e.env, BookingEvents.AttendanceWaitlisted, id, { ...facts(), waitingListNumber: 1 });
  await emitEvent(e2e.env, MembershipEvents.AttendeeCreated, id, {
    ...payloadOf(MembershipEvents.AttendeeCreated),
    attendeeId: randomUUID(),
    applicationUserId: null,
    memberships: [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }],
  });
  await eventually(async () => {
    const f = await company.api.get<{ registrationsToday: number; activeMembers: number }>(`/api/Statistics/GetDashboard?date=${today}`);
    return f.registrationsToday === 3 && f.activeMembers === 1 ? true : undefined;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('home key figures', () => {
  for (const [locale, label, waiting] of [
    ['de', 'Anmeldungen heute', 'Davon auf der Warteliste'],
    ['en', 'Registrations today', 'Of those on a waiting list'],
  ] as const)
    it(`shows today's registrations, the waiting ones and the active members (${locale})`, async () => {
      const ctx = await e2e.context(locale, {}, 'block', ZONE);
      const page = await ctx.newPage();
      await page.goto('/login?redirect=%2F');
      await signIn(page, company.admin.userName, company.admin.password);
      await page.waitForURL((u) => u.pathname === '/');
      const figure = (id: string) => page.getByTestId(`figure-${id}`).textContent();
      await poll(() => figure('registrationsToday')).toBe(`3${label}`);
      expect(await figure('waitingThisWeek')).toBe(`1${waiting}`);
      expect(await figure('activeMembers')).toMatch(/^1\D/);
      expect(await figure('openTaskRequests')).toMatch(/^0\D/);
      const thisWeek = Number((await figure('registrationsThisWeek'))!.match(/^\d+/)![0]);
      expect(thisWeek).toBe(3);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'home-figures', locale);
      await ctx.close();
    });
});

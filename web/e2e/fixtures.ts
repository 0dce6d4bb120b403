import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ApiClient, ApiError } from '@takt/standalone/api-client';
import { eventually } from '@takt/kit/testing';
import { linkIn, mailTo, type E2E } from './harness.ts';

export interface Company {
  api: ApiClient;
  companyId: string;
  admin: { userName: string; password: string; email: string };
}

/** A company with its admin, created through the public API (as the sign-up page does). */
export async function createCompany(baseUrl: string, label = randomUUID().slice(0, 8)): Promise<Company> {
  const api = new ApiClient(baseUrl);
  const admin = { userName: `chefin.${label}`, password: 'Sicher#2026', email: `petra-${label}@example.de` };
  const { companyId } = await api.post<{ companyId: string }>('/api/Company', {
    company: { name: `Tanzschule ${label}`, email: `info-${label}@example.de` },
    admin: { firstName: 'Petra', lastName: 'Klein', email: admin.email, userName: admin.userName, password: admin.password },
    agreedToTermsAndPrivacy: true,
  });
  await api.login(admin.userName, admin.password);
  return { api, companyId, admin };
}

/** Signs in through the login form (the page must show it). */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A fresh browser context in `locale` whose page signed in as the company's admin and arrived at `path`. */
export async function adminAt(e2e: E2E, company: Company, path: string, locale: 'de' | 'en') {
  const ctx = await e2e.context(locale);
  const page = await ctx.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, company.admin.userName, company.admin.password);
  await page.waitForURL((u) => u.pathname === path);
  return { ctx, page };
}

export interface Member {
  attendeeId: string;
  userId: string;
  userName: string;
  password: string;
}

/**
 * A member of the company with a login: membership creates the attendee, identity its user
 * (without a password, learned by event), the admin mails a set-password link and the member
 * follows it.
 */
export async function memberOf(e2e: E2E, company: Company, firstName = 'Mia', lastName = 'Muster'): Promise<Member> {
  const label = randomUUID().slice(0, 8);
  const member = { userName: `mitglied.${label}`, password: 'Mitglied#2026' };
  const email = `mitglied-${label}@example.de`;
  const { id } = await company.api.post<{ id: string }>('/api/Attendees', { firstName, lastName, email, userName: member.userName });
  const { applicationUserId } = await company.api.get<{ applicationUserId: string }>(`/api/Attendees/${id}`);
  await eventually(
    () => company.api.post('/api/Users/ManualPasswordReset', { applicationUserId, language: 'de' }).then(() => true),
    30_000,
    'login',
  );
  const link = linkIn((await mailTo(e2e.mailbox, email)).text, '/new-password/');
  const [, token, userId] = /\/new-password\/([^/]+)\/user\/([^/?\s]+)/.exec(link)!;
  await new ApiClient(e2e.baseUrl).post('/api/Users/setNewPasswordViaEmail', {
    tokenId: decodeURIComponent(token!),
    userId,
    newPassword: member.password,
  });
  return { attendeeId: id, userId: applicationUserId, ...member };
}

/** A note on a member; notification learns members from membership's events, so a new member may need a moment. */
export async function noteOn(company: Company, parentId: string, body: { name: string; text?: string; type?: number }): Promise<string> {
  const created = await eventually(
    () => company.api.post<{ id: string }>('/api/Notes', { parentId, ...body }),
    30_000,
    'a note on a new member',
  );
  return created.id;
}

/**
 * Booking (and other read models) learn attendees and appointments from events: a 404 right after
 * creating them means "not yet". Repeats `call` on a 404 only, 200 ms apart, 100 times at most.
 */
export async function whenKnown<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404 || attempt >= 100) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

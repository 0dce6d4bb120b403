import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ApiClient } from '@takt/standalone/api-client';
import type { E2E } from './harness.ts';

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';
import { poll } from './poll.ts';

// Employees and trainers screens: grid on the server's OData, licence information, create and
// edit through the contract form, authorities and the permission editor with the parsing rule,
// deactivate and delete after confirming, and an admin acting as a user with the way back.
let e2e: E2E;
let company: Company;

const person = (i: number, active: boolean) => ({
  firstName: `Person${String(i).padStart(2, '0')}`,
  lastName: `Zimmer${String(i).padStart(2, '0')}`,
  userName: `person.${i}.${Date.now()}`,
  email: '',
  city: i % 2 ? 'Köln' : 'Bonn',
  active,
});

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  // Twelve employees and the admin: more rows than a page. Three are active (the trial has five
  // licences and the admin holds one); inactive ones hold none.
  for (let i = 1; i <= 12; i++) await company.api.post('/api/Employees/de', person(i, i <= 3));
  for (let i = 1; i <= 2; i++) await company.api.post('/api/Trainers/de', { ...person(20 + i, true), lastName: `Trainer${i}` });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (locale: 'de' | 'en', target = '/employees') => adminAt(e2e, company, target, locale);

describe('employees and trainers screens', { timeout: 180_000 }, () => {
  it('pages, sorts, filters and searches employees on the server and shows the licences', async () => {
    const { ctx, page } = await signedIn('de');
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/odata/Employees') && lists.push(decodeURIComponent(r.url().replaceAll('+', ' '))));
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(10);
    expect(lists.at(-1)).toContain('$orderby=active desc,lastName asc,firstName asc');
    expect(lists.at(-1)).toContain('$top=10');
    // Active first: the admin (Klein) and the three active employees, then the inactive ones.
    expect(await rows.first().textContent()).toContain('Klein');
    await page.getByTestId('licence-info').getByText('Lizenzen: 4 von 5 belegt').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'employees', 'de');

    await page.getByRole('button', { name: 'Zur nächsten Seite' }).click();
    await poll(() => rows.count()).toBe(3);
    expect(lists.at(-1)).toContain('$skip=10');

    await page.getByRole('columnheader', { name: 'Nachname' }).click();
    await poll(() => lists.at(-1)).toContain('$orderby=lastName asc');
    await page.getByRole('columnheader', { name: 'Nachname' }).click();
    await poll(() => lists.at(-1)).toContain('$orderby=lastName desc');
    await poll(async () => (await rows.first().textContent()) ?? '').toContain('Zimmer12');

    await page.getByRole('searchbox').fill('Bonn');
    await poll(() => lists.at(-1)).toContain("contains(city,'Bonn')");
    await poll(() => rows.count()).toBe(6);
    // Trainer-only accounts are not employees.
    expect(await page.getByText('Trainer1').count()).toBe(0);
    await ctx.close();
  });

  it('creates an employee, edits, limits the permissions, deactivates and deletes after confirming', async () => {
    const { ctx, page } = await signedIn('de');
    await page.getByRole('button', { name: 'Mitarbeiter anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Pflichtfeld').first().waitFor();
    await dialog.getByLabel('Vorname').fill('Mara');
    await dialog.getByLabel('Nachname').fill('Lind');
    await dialog.getByLabel('Benutzername').fill(`mara.lind.${Date.now()}`);
    await dialog.getByLabel('Passwort').fill('kurz');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Mindestens 8 Zeichen').waitFor();
    await dialog.getByLabel('Passwort').fill('');
    await dialog.getByLabel('E-Mail').fill('mara@example.de');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'employee-create', 'de');
    await dialog.getByTestId('save').click();
    await page.waitForURL(/\/employees\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Lind, Mara' }).waitFor();
    await page.getByText('Mitarbeiter angelegt.').waitFor();

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('dialog').getByLabel('Ort', { exact: true }).fill('Potsdam');
    await page.getByRole('dialog').getByTestId('save').click();
    await page.getByText('Mitarbeiter gespeichert.').waitFor();
    await page.getByRole('cell', { name: 'Potsdam' }).waitFor();

    await page.getByRole('tab', { name: 'Rollen und Berechtigungen' }).click();
    const table = page.getByTestId('permissions-table');
    await page.getByText('Es gelten die Standardberechtigungen der Rolle.', { exact: false }).waitFor();
    // Parsing rule: the employee role may create attendees only while it may view them.
    const attendeesView = table.getByRole('checkbox', { name: 'Teilnehmer: Ansehen' });
    const attendeesEdit = table.getByRole('checkbox', { name: 'Teilnehmer: Bearbeiten' });
    expect(await attendeesView.isChecked()).toBe(true);
    expect(await attendeesEdit.isChecked()).toBe(true);
    await attendeesView.uncheck();
    expect(await attendeesEdit.isChecked()).toBe(false);
    expect(await attendeesEdit.isDisabled()).toBe(true);
    await table.getByRole('checkbox', { name: 'Standorte: Ansehen' }).uncheck();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'employee-permissions', 'de');
    await page.getByTestId('save-permissions').click();
    await page.getByText('Berechtigungen gespeichert.').waitFor();
    const id = page.url().split('/').at(-1)!.split('?')[0]!;
    const stored = await company.api.get<Record<string, boolean>>(`/api/ApplicationUserPermissions/GetByUserId/${id}`);
    expect([stored.attendeesView, stored.attendeesEdit, stored.locationsView, stored.coursesView]).toEqual([false, false, false, true]);

    // The edit reaches the log through the bus; the tab shows what the log holds when opened.
    await poll(async () => (await company.api.get<{ action: string }[]>(`/api/EventLog/GetLog/User/${id}`)).map((e) => e.action)).toContain(
      'updated',
    );
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const history = page.getByTestId('history');
    await history
      .getByRole('row', { name: /geändert/ })
      .getByText('Potsdam', { exact: false })
      .waitFor();
    await history.getByRole('row', { name: /angelegt/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'employee-history', 'de');

    await page.getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByTestId('confirm').click();
    await page.getByText('Lind, Mara ist deaktiviert.').waitFor();
    await page.getByRole('button', { name: 'Aktivieren' }).waitFor();

    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByText('Lind, Mara wird gelöscht und kann sich nicht mehr anmelden.').waitFor();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/employees$/);
    await page.getByText('Mitarbeiter gelöscht.').waitFor();
    await ctx.close();
  });

  it('acts as an employee with a visible banner and goes back to the admin account', async () => {
    const { ctx, page } = await signedIn('en');
    await page.locator('.MuiDataGrid-row', { hasText: 'Zimmer01' }).click();
    await page.getByRole('heading', { name: 'Zimmer01, Person01' }).waitFor();
    const detail = page.url().replace(/^https?:\/\/[^/]+/, '');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'employee', 'en');
    await page.getByRole('button', { name: 'Sign in as' }).click();
    await page.getByTestId('confirm').click();
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('You are acting as Person01 Zimmer01.').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    // The employee's own drawer and guard: the role's default flags allow the employees list;
    // settings are an office screen, but the employee role lacks settingsViewEdit.
    await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBe(10);
    await banner.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'impersonation', 'en');
    await page.goto('/settings');
    await page.getByRole('alert').getByText('You are not allowed to open this page.').waitFor();

    await banner.getByRole('button', { name: 'Back to my account' }).click();
    await page.waitForURL((u) => u.pathname + u.search === detail);
    await page.getByRole('heading', { name: 'Zimmer01, Person01' }).waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    // The admin's own session again: admin-only actions are back.
    await page.getByRole('button', { name: 'Sign in as' }).waitFor();
    await ctx.close();
  });

  it('lists trainers in their own grid with a detail page in English', async () => {
    const { ctx, page } = await signedIn('en', '/trainers');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'trainers', 'en');
    await rows.first().click();
    await page.getByRole('heading', { name: 'Trainer1, Person21' }).waitFor();
    await page.getByRole('tab', { name: 'Roles and permissions' }).click();
    await page.getByTestId('permissions-table').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'trainer-permissions', 'en');
    await ctx.close();
  });
});

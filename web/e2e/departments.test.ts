import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Departments under the reference tables: the OData grid pages, sorts and searches on the
// server; the form dialog creates with a responsible, edits and deletes after confirming.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  for (let i = 1; i <= 12; i++) await company.api.post('/api/Departments', { name: `Abteilung ${String(i).padStart(2, '0')}` });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (locale: 'de' | 'en') => adminAt(e2e, company, '/reference-tables', locale);

describe('departments screen', () => {
  it('pages, sorts and searches on the server, creates, edits and deletes', async () => {
    const { ctx, page } = await signedIn('de');
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/odata/Departments') && lists.push(decodeURIComponent(r.url().replaceAll('+', ' '))));
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(10);
    expect(lists.at(-1)).toContain('$orderby=name asc');
    await page.getByRole('button', { name: 'Zur nächsten Seite' }).click();
    await poll(() => rows.count()).toBe(2);
    expect(lists.at(-1)).toContain('$skip=10');
    // The first click makes the user's own sort the same as the default, the second turns it.
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await poll(() => lists.at(-1)).toContain('$orderby=name desc');
    await poll(async () => (await rows.first().textContent()) ?? '').toContain('Abteilung 12');
    await page.getByRole('searchbox').fill('Abteilung 1');
    await poll(() => lists.at(-1)).toContain("contains(name,'Abteilung 1')");
    await poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Abteilung 12');
    await page.getByRole('searchbox').fill('');

    await page.getByRole('button', { name: 'Abteilung anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Pflichtfeld').waitFor();
    await dialog.getByLabel('Name').fill('Ballett');
    await dialog.getByRole('combobox', { name: 'Verantwortliche' }).click();
    await page.getByRole('option', { name: 'Petra Klein' }).click();
    await page.keyboard.press('Escape');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'department-form', 'de');
    await dialog.getByTestId('save').click();
    await page.getByText('Abteilung angelegt.').waitFor();
    const [ballett] = (
      await company.api.get<{ value: { name: string; responsibleFullNames: string[] }[] }>("/odata/Departments?$filter=name eq 'Ballett'")
    ).value;
    expect(ballett?.responsibleFullNames).toEqual(['Klein, Petra']);

    await page.getByRole('searchbox').fill('Ballett');
    await poll(() => rows.count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'departments', 'de');
    await rows.first().click();
    await page.waitForURL(/\/departments\/[0-9a-f-]{36}$/);
    const departmentId = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { name: 'Ballett' }).waitFor();
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByLabel('Name').fill('Ballett Kinder');
    await dialog.getByTestId('save').click();
    await page.getByText('Abteilung gespeichert.').waitFor();
    await page.getByRole('heading', { name: 'Ballett Kinder' }).waitFor();

    await page.getByRole('tab', { name: 'Verantwortliche' }).click();
    await page.getByTestId('responsibles').getByText('Klein, Petra').waitFor();
    await page.getByRole('button', { name: 'Verantwortliche ändern' }).click();
    await dialog.getByRole('combobox', { name: 'Verantwortliche' }).click();
    await page.getByRole('option', { name: 'Petra Klein' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByTestId('save').click();
    await page.getByText('Verantwortliche gespeichert.').waitFor();
    await page.getByText('Noch keine Verantwortlichen.').waitFor();
    expect((await company.api.get<{ responsibleIds: string[] }>(`/api/Departments/${departmentId}`)).responsibleIds).toEqual([]);

    // A location and the admin linked to the department by department refs show in its assignments.
    const { id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { name: 'Ballettsaal', city: 'Köln' });
    await company.api.post('/api/DepartmentRefs/AddMultiple', { departmentIds: [departmentId], locationId });
    const me = await company.api.get<{ account: { id: string } }>('/api/Users/GetMe');
    await company.api.post('/api/DepartmentRefs/AddMultiple', { departmentIds: [departmentId], userId: me.account.id });
    await page.getByRole('tab', { name: 'Zuordnungen' }).click();
    const locations = page.getByRole('grid', { name: 'Standorte der Abteilung' });
    await locations.getByRole('row', { name: /Ballettsaal/ }).waitFor();
    await page
      .getByRole('grid', { name: 'Mitarbeiter und Trainer der Abteilung' })
      .getByRole('row', { name: /Klein.*Petra/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'department-refs', 'de');

    await poll(async () =>
      (await company.api.get<{ action: string }[]>(`/api/EventLog/GetLog/Department/${departmentId}`)).map((e) => e.action),
    ).toContain('updated');
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const change = page.getByTestId('history').getByRole('row', { name: /geändert/ });
    await change.getByText('name: Ballett → Ballett Kinder').waitFor();
    expect(await change.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'department-history', 'de');

    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('„Ballett Kinder“ wird mit ihren Zuordnungen').waitFor();
    await page.getByTestId('confirm').click();
    await page.getByText('Abteilung gelöscht.').waitFor();
    await page.waitForURL(/\/reference-tables\?tab=departments$/);
    await page.getByRole('searchbox').fill('Kinder');
    await poll(() => lists.at(-1)).toContain("contains(name,'Kinder')");
    await poll(() => rows.count()).toBe(0);
    await ctx.close();
  });

  it('shows the screen in English', async () => {
    const { ctx, page } = await signedIn('en');
    await page.getByRole('tab', { name: 'Departments' }).waitFor();
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBe(10);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'departments', 'en');
    await ctx.close();
  });
});

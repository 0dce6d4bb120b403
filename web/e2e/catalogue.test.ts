import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// The catalogue on /reference-tables: membership types with their cost per member status and
// discounts, the reference tables, in German, and once in English on a phone.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  await company.api.post('/api/references/MembershipType', { Name: 'Erwachsene', Cost: 4900 });
  await company.api.post('/api/references/MemberStatus', { Name: 'Schüler', MinAge: 6, MaxAge: 19 });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (locale: 'de' | 'en') => adminAt(e2e, company, '/reference-tables', locale);

describe('catalogue screens', () => {
  it('creates a membership type, refuses a max age below the min age, adds a discount and shows it in the list', async () => {
    const { ctx, page } = await signedIn('de');
    await page.getByRole('tab', { name: 'Mitgliedschaftsarten' }).click();
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);

    await page.getByRole('button', { name: 'Mitgliedschaftsart anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Jugend');
    await dialog.getByLabel('Kosten (Cent)').fill('2900');
    await dialog.getByLabel('Mindestalter').fill('18');
    await dialog.getByLabel('Höchstalter').fill('12');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Das Höchstalter darf nicht unter dem Mindestalter liegen').waitFor();
    await dialog.getByLabel('Mindestalter').fill('12');
    await dialog.getByLabel('Höchstalter').fill('17');
    await dialog.getByLabel('Benötigte Unterlagen').fill('Schülerausweis');
    // The snackbar is watched from the click on: on a busy machine it can fade before the page has drawn.
    const created = page.getByText('Mitgliedschaftsart angelegt.').waitFor();
    await dialog.getByTestId('save').click();
    await page.waitForURL(/\/membership-types\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Jugend' }).waitFor();
    await created;
    const id = page.url().split('/').at(-1)!;
    expect(await company.api.get(`/api/references/MembershipType/${id}`)).toMatchObject({ minAge: 12, maxAge: 17, cost: 2900 });

    await page.getByRole('tab', { name: 'Rabatte' }).click();
    await page.getByRole('button', { name: 'Rabatt hinzufügen' }).click();
    await dialog.getByLabel('Rabattbezeichnung').fill('Sommeraktion');
    await dialog.getByLabel('Rabattierte Kosten (Cent)').fill('1900');
    await dialog.getByTestId('save').click();
    await page.getByText('Rabatt hinzugefügt.').waitFor();
    await page
      .getByTestId('discounts')
      .getByRole('row', { name: /Sommeraktion.*19,00/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-type-discounts', 'de');

    await page.getByRole('tab', { name: 'Kosten je Mitgliedsstatus' }).click();
    await page.getByRole('button', { name: 'Kosten für einen Mitgliedsstatus hinzufügen' }).click();
    await dialog.getByRole('combobox', { name: 'Mitgliedsstatus' }).click();
    await page.getByRole('option', { name: 'Schüler' }).click();
    await dialog.getByLabel('Kosten (Cent)').fill('1500');
    await dialog.getByTestId('save').click();
    await page
      .getByTestId('cost-overrides')
      .getByRole('row', { name: /Schüler.*15,00/ })
      .waitFor();

    await page.getByRole('link', { name: 'Stammdaten' }).click();
    await poll(() => rows.count()).toBe(2);
    await page.getByRole('row', { name: /Jugend.*29,00.*1 Rabatt Sommeraktion/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-types', 'de');
    await ctx.close();
  });

  it('creates an entry of a reference table and opens it', async () => {
    const { ctx, page } = await signedIn('de');
    await page.getByRole('tab', { name: 'Merkmale' }).click();
    await page.getByRole('button', { name: 'Merkmal anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Vegetarisch');
    await dialog.getByLabel('Information').fill('Für das Sommerfest');
    await dialog.getByTestId('save').click();
    await page.getByText('Eintrag angelegt.').waitFor();
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);
    expect(await company.api.get('/api/references/GetAllByTableName/Characteristic')).toEqual([
      expect.objectContaining({ name: 'Vegetarisch', info: 'Für das Sommerfest', active: true }),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await rows.first().click();
    await page.waitForURL(/\/reference-tables\/Characteristic\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Vegetarisch' }).waitFor();
    await page.getByText('Für das Sommerfest').waitFor();
    await ctx.close();
  });

  it('shows the catalogue in English and on a phone', async () => {
    const { ctx, page } = await signedIn('en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Member statuses' }).click();
    await page.getByRole('row', { name: /Schüler/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'member-statuses-phone', 'en');
    await page.getByRole('tab', { name: 'Membership types' }).click();
    await page.getByRole('row', { name: /Erwachsene/ }).click();
    await page.getByRole('tab', { name: 'Discounts' }).click();
    await page.getByText('No discounts.', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-type-phone', 'en');
    await ctx.close();
  });
});

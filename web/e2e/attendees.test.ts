import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Attendees: the member list filtered on the server (location, membership type, search), a member
// created, edited and given a contact and a membership, an interested person converted into a
// member; English and a phone once.
const tag = randomUUID().slice(0, 8);
let e2e: E2E;
let company: Company;
const locations: Record<string, string> = {};
const types: Record<string, string> = {};
let kinder: string;

interface Attendee {
  id: string;
  isInterested: boolean;
  userName: string | null;
  memberNumber: string | null;
  city: string | null;
  membershipTypes: { membershipTypeName: string; active: boolean }[];
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  for (const name of ['Studio Nord', 'Studio Süd'])
    locations[name] = (await company.api.post<{ id: string }>('/api/Locations', { name })).id;
  for (const name of ['Yoga', 'Tanz'])
    types[name] = (await company.api.post<{ id: string }>('/api/references/MembershipType', { name })).id;
  const member = (lastName: string, loc: string, type: string, memberNumber: string) =>
    company.api.post<{ id: string }>('/api/Attendees', {
      firstName: 'Anna',
      lastName,
      userName: `${lastName.toLowerCase()}.${tag}`,
      memberNumber,
      mainLocationId: locations[loc],
      membershipTypes: [{ membershipTypeId: types[type], fromDate: '2020-01-01' }],
    });
  await member('Adler', 'Studio Nord', 'Yoga', '7');
  const berg = await member('Berg', 'Studio Süd', 'Tanz', '8');
  kinder = (await company.api.post<{ id: string }>('/api/Departments', { name: 'Kinder' })).id;
  await company.api.post('/api/DepartmentRefs/AddMultiple', { departmentIds: [kinder], attendeeId: berg.id });
  await company.api.post(`/api/Attendees/AddInterested/${locations['Studio Nord']}`, { firstName: 'Gina', lastName: 'Gast' });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (path: string, locale: 'de' | 'en') => adminAt(e2e, company, path, locale);

describe('attendees screens', () => {
  it('filters the member list on the server by location, membership type, department and search', async () => {
    const { ctx, page } = await signedIn('/attendees', 'de');
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/odata/Attendees') && lists.push(decodeURIComponent(r.url().replaceAll('+', ' '))));
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(2);
    await poll(() => rows.first().textContent()).toContain('Adler');
    expect(lists.at(-1)).toContain('/odata/Attendees/GetByParams');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendees', 'de');

    await page.getByRole('combobox', { name: 'Nach Standort filtern' }).click();
    await page.getByRole('option', { name: 'Studio Süd' }).click();
    await poll(() => lists.at(-1)).toContain(`locationId=${locations['Studio Süd']}`);
    await poll(() => rows.first().textContent()).toContain('Berg');
    await poll(() => rows.count()).toBe(1);

    await page.getByRole('combobox', { name: 'Nach Standort filtern' }).click();
    await page.getByRole('option', { name: 'Alle Standorte' }).click();
    await page.getByRole('combobox', { name: 'Mitgliedschaftsart' }).click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await poll(() => lists.at(-1)).toContain(`membershipTypeIds=${types.Yoga}`);
    await poll(() => rows.first().textContent()).toContain('Adler');
    await poll(() => rows.count()).toBe(1);

    await page.getByRole('combobox', { name: 'Mitgliedschaftsart' }).click();
    await page.getByRole('option', { name: 'Alle Mitgliedschaftsarten' }).click();
    await page.getByRole('combobox', { name: 'Nach Abteilung filtern' }).click();
    await page.getByRole('option', { name: 'Kinder' }).click();
    await poll(() => lists.at(-1)).toContain(`departmentIds=${kinder}`);
    await poll(() => rows.first().textContent()).toContain('Berg');
    await poll(() => rows.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Nach Abteilung filtern' }).click();
    await page.getByRole('option', { name: 'Alle Abteilungen' }).click();
    await page.getByRole('searchbox').fill('Ber');
    await poll(() => lists.at(-1)).toContain("contains(lastName,'Ber')");
    await poll(() => rows.first().textContent()).toContain('Berg');
    await poll(() => rows.count()).toBe(1);
    await ctx.close();
  });

  it('creates a member, edits it, adds a contact person, a membership, a location and payment data', async () => {
    const { ctx, page } = await signedIn('/attendees', 'de');
    await page.getByRole('button', { name: 'Mitglied anlegen' }).click();
    const dialog = page.getByRole('dialog');
    // The next member number is proposed.
    await poll(() => dialog.getByLabel('Mitgliedsnummer').inputValue()).toBe('9');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Pflichtfeld').first().waitFor();
    await dialog.getByLabel('Vorname').fill('Mia');
    await dialog.getByLabel('Nachname').fill('Neu');
    await dialog.getByLabel('Benutzername (Login)').fill(`mia.${tag}`);
    await dialog.getByLabel('E-Mail').fill('keine-mail');
    await dialog.getByTestId('save').click();
    await dialog.getByLabel('E-Mail').and(page.locator('[aria-invalid="true"]')).waitFor();
    await dialog.getByLabel('E-Mail').fill('mia@example.com');
    await dialog.getByTestId('save').click();
    // The snackbar lasts 5 s: look for it first, the detail page may take longer on a busy machine.
    await page.getByText('Mitglied angelegt.').waitFor();
    await page.waitForURL(/\/attendees\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Neu, Mia' }).waitFor();
    const id = page.url().split('/').at(-1)!;
    expect(await company.api.get<Attendee>(`/api/Attendees/${id}`)).toMatchObject({ memberNumber: '9', isInterested: false });

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByRole('textbox', { name: 'Ort', exact: true }).fill('Leipzig');
    await dialog.getByLabel('Mitgliedsnummer').fill('7');
    await dialog.getByTestId('save').click();
    // A taken member number is refused with the server's own code.
    await dialog.getByText('Diese Mitgliedsnummer ist schon vergeben.').waitFor();
    await dialog.getByLabel('Mitgliedsnummer').fill('9');
    await dialog.getByTestId('save').click();
    await page.getByText('Mitglied gespeichert.').waitFor();
    await poll(async () => (await company.api.get<Attendee>(`/api/Attendees/${id}`)).city).toBe('Leipzig');

    await page.getByRole('tab', { name: 'Kontakte' }).click();
    await page.getByText('Noch keine Kontaktpersonen.').waitFor();
    await page.getByRole('button', { name: 'Kontaktperson hinzufügen' }).click();
    await dialog.getByLabel('Vorname').fill('Paul');
    await dialog.getByLabel('Nachname').fill('Neu');
    await dialog.getByTestId('save').click();
    await page.getByText('Kontaktperson hinzugefügt.').waitFor();
    await page
      .getByTestId('attendee-contacts')
      .getByRole('row', { name: /Neu, Paul.*Erziehungsberechtigte Person/ })
      .waitFor();
    expect(await company.api.get(`/api/Contact/GetByAttendeeId/${id}`)).toEqual([
      expect.objectContaining({ firstName: 'Paul', lastName: 'Neu', contactType: 1 }),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendee-contacts', 'de');

    await page.getByRole('tab', { name: 'Mitgliedschaften' }).click();
    await page.getByRole('button', { name: 'Mitgliedschaft hinzufügen' }).click();
    await dialog.getByRole('combobox', { name: 'Mitgliedschaftsart' }).click();
    await page.getByRole('option', { name: 'Tanz' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Mitgliedschaft hinzugefügt.').waitFor();
    await page
      .getByTestId('attendee-memberships')
      .getByRole('row', { name: /Tanz.*Gültig/ })
      .waitFor();
    expect((await company.api.get<Attendee>(`/api/Attendees/${id}`)).membershipTypes).toEqual([
      expect.objectContaining({ membershipTypeName: 'Tanz', active: true }),
    ]);

    await page.getByRole('tab', { name: 'Standorte' }).click();
    await page.getByText('Keine weiteren Standorte.').waitFor();
    await page.getByRole('button', { name: 'Standort hinzufügen' }).click();
    await dialog.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: 'Studio Süd' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Standort hinzugefügt.').waitFor();
    await page
      .getByTestId('attendee-locations')
      .getByRole('row', { name: /Studio Süd/ })
      .waitFor();
    expect(await company.api.get(`/api/LocationAttendees/GetByAttendeeId/${id}`)).toEqual([
      expect.objectContaining({ locationId: locations['Studio Süd'], locationName: 'Studio Süd' }),
    ]);

    // The office keeps the member's bank account and SEPA mandate on the same page.
    await page.getByRole('tab', { name: 'Zahlungsdaten' }).click();
    await page.getByRole('button', { name: 'Zahlungsdaten und Mandat' }).click();
    const payment = page.getByRole('dialog');
    await payment.getByTestId('iban').fill('de89 3704 0044 0532 0130 00');
    await payment.getByText('Gültig: DE89 3704 0044 0532 0130 00').waitFor();
    await payment.getByLabel('Kontoinhaber').fill('Jana Berg');
    await payment.locator('.MuiPickersTextField-root', { hasText: 'Mandat unterschrieben am' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01022026');
    await payment.getByTestId('save').click();
    await payment.waitFor({ state: 'detached' });
    await page.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('converts an interested person into a member', async () => {
    const { ctx, page } = await signedIn('/attendees-interested', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await rows.first().click();
    await page.getByRole('heading', { name: 'Gast, Gina' }).waitFor();
    const id = page.url().split('/').at(-1)!;
    await page.getByRole('button', { name: 'Zum Mitglied machen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Benutzername (Login)').fill(`gina.${tag}`);
    await dialog.getByRole('combobox', { name: 'Mitgliedschaftsart' }).click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Jetzt Mitglied: das Login wird eingerichtet.').waitFor();
    await page.waitForURL(new RegExp(`/attendees/${id}$`));
    await page.getByRole('heading', { name: 'Gast, Gina' }).waitFor();
    expect(await company.api.get<Attendee>(`/api/Attendees/${id}`)).toMatchObject({
      isInterested: false,
      userName: `gina.${tag}`,
      membershipTypes: [expect.objectContaining({ membershipTypeName: 'Yoga', active: true })],
    });
    await page.goto(`${e2e.baseUrl}/attendees-interested`);
    await page.getByText('Keine Einträge gefunden.').waitFor();
    await poll(() => rows.count()).toBe(0);
    await ctx.close();
  });

  it('shows the screens in English and on a phone', async () => {
    const { ctx, page } = await signedIn('/attendees', 'en');
    await page.getByRole('heading', { name: 'Attendees' }).waitFor();
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBeGreaterThan(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendees', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.MuiDataGrid-row').first().click();
    await page.getByRole('tab', { name: 'Memberships' }).click();
    await page
      .getByTestId('attendee-memberships')
      .getByRole('row', { name: /Yoga.*Valid/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendee-memberships-phone', 'en');
    await ctx.close();
  });
});

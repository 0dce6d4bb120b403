import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// My company and settings: the server's schema in the form, defaults with explanations, the
// logo as a multipart upload, and the company colour applied to the app after saving.
let e2e: E2E;
let company: Company;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (locale: 'de' | 'en', path: string) => adminAt(e2e, company, path, locale);

describe('company screens', () => {
  it('edits the company data with server validation and uploads a logo', async () => {
    const { ctx, page } = await signedIn('de', '/my-company');
    await page.getByLabel('Ort', { exact: true }).fill('Leipzig');
    await page.getByLabel('Telefon').fill('abc');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Nur Ziffern, Klammern, Plus, Minus und Schrägstrich').waitFor();
    await page.getByLabel('Telefon').fill('0341 987654');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Firmendaten gespeichert.').waitFor();
    const saved = await company.api.get<{ city: string; phone: string }>('/api/Company/Get');
    expect(saved).toMatchObject({ city: 'Leipzig', phone: '0341 987654' });

    await page.getByText('Noch kein Logo.').waitFor();
    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Logo gespeichert.').waitFor();
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-company', 'de');
    await page.getByRole('button', { name: 'Logo entfernen' }).click();
    await page.getByText('Noch kein Logo.').waitFor();
    await ctx.close();
  });

  it('shows every setting with its default and saves the company colour', async () => {
    const { ctx, page } = await signedIn('de', '/settings');
    expect(await page.getByLabel('Buchung im Voraus (Tage)').inputValue()).toBe('30');
    expect(await page.getByLabel('Kündigungsfrist (Wochen)').inputValue()).toBe('4');
    await page.getByText('Wie viele Tage im Voraus Mitglieder Termine buchen dürfen. Standard 30.').waitFor();
    expect(await page.getByLabel('Notiz beim Check-in zeigen').isChecked()).toBe(false);
    expect(await page.getByLabel('Beim Check-in vor ungültiger Mitgliedschaft warnen').isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'settings', 'de');

    await page.getByLabel('Buchung im Voraus (Tage)').fill('5000');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Höchstens 3650').waitFor();
    await page.getByLabel('Buchung im Voraus (Tage)').fill('45');
    await page.getByLabel('Firmenfarbe').fill('#1b5e20');
    await page.getByLabel('Notiz beim Check-in zeigen').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Einstellungen gespeichert.').waitFor();
    // The app bar takes the company colour without a reload.
    await poll(() => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(27, 94, 32)');
    const saved = await company.api.get<Record<string, unknown>>('/api/settingss');
    expect(saved).toMatchObject({ color: '#1b5e20', appointmentBookingInAdvanceDays: 45, showCheckinNotePopup: true });
    await ctx.close();
  });

  it('shows the screens in English', async () => {
    const { ctx, page } = await signedIn('en', '/settings');
    await page.getByText('How many days ahead members may book appointments. Default 30.').waitFor();
    await screenshot(page, 'settings', 'en');
    await page.goto('/my-company');
    await page.getByRole('heading', { name: 'My company' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-company', 'en');
    await ctx.close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, linkIn, mailTo, screenshot, connectE2E, type E2E } from './harness.ts';
import { createCompany, signIn } from './fixtures.ts';
import { poll } from './poll.ts';

// Sign-up, e-mail confirmation, forgotten password, language switch, access error and the
// automatic sign-out, as a new user meets them.
let e2e: E2E;

beforeAll(async () => {
  e2e = await connectE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('sign-in and account screens', () => {
  it('creates a company, confirms the e-mail from the mailbox, signs in and creates a location with opening hours', async () => {
    const label = randomUUID().slice(0, 8);
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Unternehmen anlegen' }).click();
    await page.waitForURL(/\/create-company$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'create-company', 'de');
    const form = page.getByRole('form', { name: 'Unternehmen anlegen' });
    await form.getByLabel('Name des Unternehmens').fill(`Yoga ${label}`);
    await form.getByLabel('E-Mail des Unternehmens').fill(`info-${label}@example.de`);
    await form.getByLabel('Vorname').fill('Jana');
    await form.getByLabel('Nachname').fill('Berg');
    await form.getByLabel('E-Mail', { exact: true }).fill(`jana-${label}@example.de`);
    await form.getByLabel('Benutzername').fill(`jana.${label}`);
    await form.getByLabel('Passwort').fill('schwach#2026');
    await form.getByRole('button', { name: 'Kostenlos 14 Tage testen' }).click();
    await form.getByText('Braucht einen Großbuchstaben').waitFor();
    await form.getByText('Bitte stimme zu, um fortzufahren').waitFor();
    await form.getByLabel('Passwort').fill('Sicher#2026');
    await form.getByLabel('Ich stimme den AGB und der Datenschutzerklärung zu.').check();
    await form.getByRole('button', { name: 'Kostenlos 14 Tage testen' }).click();
    await page.getByText('Dein Unternehmen ist angelegt.', { exact: false }).waitFor();

    const mail = await mailTo(e2e.mailbox, `jana-${label}@example.de`);
    await page.goto(linkIn(mail.text, '/confirm-email'));
    await page.getByText('Deine E-Mail-Adresse ist bestätigt.', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'confirm-email', 'de');

    await page.getByRole('link', { name: 'Anmelden' }).click();
    await signIn(page, `jana.${label}`, 'Sicher#2026');
    await page.getByRole('heading', { name: 'Willkommen, Jana Berg' }).waitFor();
    expect(await page.getByTestId('email-warning').count()).toBe(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Standorte' }).click();
    await page.getByRole('button', { name: 'Standort anlegen' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Yoga Loft');
    await page.getByRole('dialog').getByTestId('save').click();
    await page.getByRole('heading', { name: 'Yoga Loft' }).waitFor();
    await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    await page.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByTestId('opening-hours-lines')
      .getByText(/09:00.18:00/)
      .waitFor();
    await ctx.close();
  });

  it('sets a new password from the mailed link and signs in with it', async () => {
    const company = await createCompany(e2e.baseUrl);
    const ctx = await e2e.context('en');
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail address').fill(company.admin.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If the address is known', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'forgot-password', 'en');

    const mail = await mailTo(e2e.mailbox, company.admin.email, /Passwort|password/i);
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByLabel('New password').fill('Neu#Passwort2026');
    await page.getByLabel('Repeat password').fill('Neu#Passwort2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('Repeat password').fill('Neu#Passwort2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your new password is saved.', { exact: false }).waitFor();
    await screenshot(page, 'new-password', 'en');

    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await signIn(page, company.admin.userName, 'Neu#Passwort2026');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await ctx.close();
  });

  it('keeps the page when the language is switched and the session when the password changes', async () => {
    const company = await createCompany(e2e.baseUrl);
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.goto('/login?redirect=%2Fmy-profile');
    await signIn(page, company.admin.userName, company.admin.password);
    await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
    const saved = page.waitForRequest((r) => r.url().includes('/api/Employees/UpdateLanguage'));
    await page.getByTestId('language-toggle').click();
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-profile');
    expect((await saved).postDataJSON()).toEqual({ language: 'en' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-profile', 'en');

    // Changing the password ends the other sessions, not this one.
    await page.getByLabel('New password').fill('Neu#Passwort2026');
    await page.getByLabel('Repeat password').fill('Neu#Passwort2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();
    await page.waitForTimeout(2_500);
    await page.reload();
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-profile');
    await ctx.close();
  });

  it('shows an access error on a screen the role may not open', async () => {
    const company = await createCompany(e2e.baseUrl);
    const userName = `trainer.${randomUUID().slice(0, 8)}`;
    await company.api.post('/api/Employees/de', {
      firstName: 'Tom',
      lastName: 'Trainer',
      email: `${userName}@example.de`,
      userName,
      password: 'Sicher#2026',
      authorities: 'ROLE_TRAINER',
    });
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.goto('/login?redirect=%2Fstatistics');
    await signIn(page, userName, 'Sicher#2026');
    await page.getByText('Für diese Seite fehlt dir die Berechtigung.').waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Statistiken' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'access-error', 'de');
    await ctx.close();
  });

  it('warns before the automatic sign-out and signs out at zero', async () => {
    const company = await createCompany(e2e.baseUrl);
    // A test setting of seconds instead of the company's minutes keeps this fast.
    const ctx = await e2e.context('de', { 'takt.inactivitySeconds': '8' });
    const page = await ctx.newPage();
    await page.goto('/login');
    await signIn(page, company.admin.userName, company.admin.password);
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    const dialog = page.getByTestId('auto-logout');
    await dialog.getByRole('timer').waitFor();
    expect(await dialog.getByRole('timer').textContent()).toMatch(/In 0:0\d wirst du automatisch abgemeldet/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'auto-logout', 'de');
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    await poll(() => page.evaluate(() => localStorage.getItem('takt.accessToken'))).toBeNull();
    await ctx.close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, linkIn, mailTo, screenshot, type E2E } from './harness.ts';
import { signIn } from './fixtures.ts';
import { poll } from './poll.ts';

// The "done" walk-through as a new studio meets it: sign up, confirm the e-mail, set up a
// location with opening hours and a department, create an employee with limited permissions on
// the employee screen, let the employee set a password from the mailed link and sign in: the
// drawer offers exactly the screens the permissions allow, and a withheld one answers with the
// access error.
let e2e: E2E;

beforeAll(async () => {
  e2e = await connectE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('an employee with limited permissions', { timeout: 180_000 }, () => {
  it('is set up by a new company and sees only the screens the permissions allow', async () => {
    const label = randomUUID().slice(0, 8);
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();

    // A new company from the sign-up page, its admin's e-mail confirmed from the dev mailbox.
    await page.goto('/create-company');
    const signUp = page.getByRole('form', { name: 'Unternehmen anlegen' });
    await signUp.getByLabel('Name des Unternehmens').fill(`Tanzhaus ${label}`);
    await signUp.getByLabel('E-Mail des Unternehmens').fill(`info-${label}@example.de`);
    await signUp.getByLabel('Vorname').fill('Ines');
    await signUp.getByLabel('Nachname').fill('Vogel');
    await signUp.getByLabel('E-Mail', { exact: true }).fill(`ines-${label}@example.de`);
    await signUp.getByLabel('Benutzername').fill(`ines.${label}`);
    await signUp.getByLabel('Passwort').fill('Sicher#2026');
    await signUp.getByLabel('Ich stimme den AGB und der Datenschutzerklärung zu.').check();
    await signUp.getByRole('button', { name: 'Kostenlos 14 Tage testen' }).click();
    await page.getByText('Dein Unternehmen ist angelegt.', { exact: false }).waitFor();
    const confirmation = await mailTo(e2e.mailbox, `ines-${label}@example.de`);
    await page.goto(linkIn(confirmation.text, '/confirm-email'));
    await page.getByText('Deine E-Mail-Adresse ist bestätigt.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Anmelden' }).click();
    await signIn(page, `ines.${label}`, 'Sicher#2026');
    await page.getByRole('heading', { name: 'Willkommen, Ines Vogel' }).waitFor();

    // A location with opening hours.
    const drawer = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await drawer.getByRole('link', { name: 'Standorte' }).click();
    await page.getByRole('button', { name: 'Standort anlegen' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Saal Nord');
    await page.getByRole('dialog').getByTestId('save').click();
    await page.getByRole('heading', { name: 'Saal Nord' }).waitFor();
    await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    await page.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByTestId('opening-hours-lines')
      .getByText(/09:00.18:00/)
      .waitFor();

    // A department under the reference tables.
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('menuitem', { name: 'Stammdaten' }).click();
    await page.getByRole('button', { name: 'Abteilung anlegen' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Ballett');
    await page.getByRole('dialog').getByTestId('save').click();
    await page.getByText('Abteilung angelegt.').waitFor();

    // The employee, on the employee screen, without locations and courses.
    await drawer.getByRole('link', { name: 'Mitarbeiter' }).click();
    await page.getByRole('button', { name: 'Mitarbeiter anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Vorname').fill('Lea');
    await dialog.getByLabel('Nachname').fill('Sommer');
    await dialog.getByLabel('Benutzername').fill(`lea.${label}`);
    await dialog.getByLabel('E-Mail').fill(`lea-${label}@example.de`);
    await dialog.getByTestId('save').click();
    await page.getByRole('heading', { name: 'Sommer, Lea' }).waitFor();
    await page.getByRole('tab', { name: 'Rollen und Berechtigungen' }).click();
    const table = page.getByTestId('permissions-table');
    await table.getByRole('checkbox', { name: 'Standorte: Ansehen' }).uncheck();
    await table.getByRole('checkbox', { name: 'Kurse: Ansehen' }).uncheck();
    // The parsing rule: without viewing courses, creating or editing them goes too.
    expect(await table.getByRole('checkbox', { name: 'Kurse: Bearbeiten' }).isChecked()).toBe(false);
    await page.getByTestId('save-permissions').click();
    await page.getByText('Berechtigungen gespeichert.').waitFor();

    // The admin sends the employee a link to set a password (the manual reset).
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await page.getByTestId('confirm').click();
    await page.getByText(`Link zum Zurücksetzen an lea-${label}@example.de gesendet.`).waitFor();
    await ctx.close();

    const own = await e2e.context('de');
    const lea = await own.newPage();
    const reset = await mailTo(e2e.mailbox, `lea-${label}@example.de`, /Neues Passwort/);
    await lea.goto(linkIn(reset.text, '/new-password/'));
    await lea.getByLabel('Neues Passwort').fill('Lea#Tanz2026');
    await lea.getByLabel('Passwort wiederholen').fill('Lea#Tanz2026');
    await lea.getByRole('button', { name: 'Passwort speichern' }).click();
    await lea.getByText('Dein neues Passwort ist gespeichert.', { exact: false }).waitFor();
    await lea.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
    await signIn(lea, `lea.${label}`, 'Lea#Tanz2026');
    await lea.getByRole('heading', { name: 'Willkommen, Lea Sommer' }).waitFor();

    // Her drawer: what the permissions allow, without locations and courses.
    const menu = lea.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.getByRole('link', { name: 'Mitarbeiter' }).waitFor();
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries).toEqual(expect.arrayContaining(['Startseite', 'Mitarbeiter', 'Trainer', 'Kurszeiten', 'Termine', 'Rechnungen']));
    expect(entries).not.toContain('Standorte');
    expect(entries).not.toContain('Kurse');
    expect(await accessibilityViolations(lea)).toEqual([]);
    await screenshot(lea, 'limited-employee-home', 'de');

    // Every offered screen opens (no access error); a withheld one answers with the access error.
    for (const name of ['Mitarbeiter', 'Trainer', 'Termine']) {
      await menu.getByRole('link', { name, exact: true }).click();
      await poll(() => lea.getByText('Für diese Seite fehlt dir die Berechtigung.').count()).toBe(0);
    }
    await menu.getByRole('link', { name: 'Mitarbeiter', exact: true }).click();
    await poll(() => lea.locator('.MuiDataGrid-row').count()).toBe(2);
    // Viewing employees, not creating them.
    expect(await lea.getByRole('button', { name: 'Mitarbeiter anlegen' }).count()).toBe(0);
    expect(await accessibilityViolations(lea)).toEqual([]);
    await screenshot(lea, 'limited-employee-employees', 'de');

    await lea.goto('/locations');
    await lea.getByRole('alert').getByText('Für diese Seite fehlt dir die Berechtigung.').waitFor();
    expect(await accessibilityViolations(lea)).toEqual([]);
    await screenshot(lea, 'limited-employee-access-error', 'de');

    // On a phone the employees list still reads and stays accessible (the drawer folds away).
    await lea.setViewportSize({ width: 390, height: 844 });
    await lea.goto('/employees');
    await poll(() => lea.locator('.MuiDataGrid-row').count()).toBe(2);
    expect(await accessibilityViolations(lea)).toEqual([]);
    await screenshot(lea, 'limited-employee-phone', 'de');
    await own.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, whenKnown, type Company } from './fixtures.ts';

// Courses: create one with colour and type, give it a weekly course time on two weekdays, see its
// appointments, change the time while one appointment is booked (it stays and is named), edit,
// copy and delete; deleting the booked course is refused. German and English, on a phone too.
let e2e: E2E;
let company: Company;
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The first Monday at least a week ahead, and the Wednesday of the week after: four appointments on Mon and Wed. */
const monday = (() => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d;
})();
const plus = (days: number) => iso(new Date(monday.getTime() + days * 86_400_000));
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const german = (date: string) => date.split('-').reverse().join('.');

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const { id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Nord' });
  await company.api.post('/api/Rooms', { name: 'Saal 1', locationId, capacity: 20 });
  await company.api.post('/api/Courses', { name: 'Pilates', maxAttendees: 8, type: 1 });
  await company.api.post('/api/Courses', { name: 'Sommerfest', maxAttendees: 80, type: 2 });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

/** Types a date into a picker field (its sections take the digits in the locale's order). */
async function typeDate(page: Page, dialog: Locator, label: string, date: string) {
  await dialog.locator('.MuiPickersTextField-root', { hasText: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(german(date).replaceAll('.', ''));
}

/** axe after the snackbar has faded in: mid-transition its text has too little contrast. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(600);
  return accessibilityViolations(page);
}

/** Booking learns appointments from events: a 404 right after creating them means "not yet". */
async function book(appointmentId: string, attendeeId: string): Promise<void> {
  await whenKnown(() => company.api.post('/api/Attendances', { attendeeId, appointmentId }));
}

describe('courses screens', () => {
  it('creates a course with a weekly course time, keeps a booked appointment when the time changes, edits, copies and deletes', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/courses', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Pilates');
    await page.getByLabel('Mit Einzelveranstaltungen').check();
    await poll(() => rows.count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'courses', 'de');

    await page.getByRole('button', { name: 'Kurs anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Yoga am Abend');
    await dialog.getByLabel('Farbe').fill('#3366cc');
    await dialog.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: 'Studio Nord' }).click();
    await dialog.getByLabel('Max. Teilnehmer').fill('12');
    await dialog.getByTestId('save').click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Yoga am Abend' }).waitFor();
    await page.getByText('Kurs angelegt.').waitFor();
    const id = page.url().split('/').at(-1)!;
    expect(await company.api.get(`/api/Courses/${id}`)).toMatchObject({
      color: '#3366cc',
      type: 0,
      maxAttendees: 12,
      locationName: 'Studio Nord',
    });
    await page.getByText('Dieser Kurs hat kein Logo.').waitFor();
    await page
      .getByTestId('course-logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await page.getByText('Logo gespeichert.').waitFor();
    await page.getByRole('img', { name: 'Logo' }).waitFor();

    // A weekly course time on Monday and Wednesday over ten days: four appointments in Saal 1.
    await page.getByRole('tab', { name: 'Kurszeiten' }).click();
    await page.getByText('Dieser Kurs hat noch keine Kurszeiten.').waitFor();
    await page.getByRole('button', { name: 'Kurszeit hinzufügen' }).click();
    await typeDate(page, dialog, 'Von (Datum)', plus(0));
    await typeDate(page, dialog, 'Bis (Datum)', plus(9));
    await dialog.getByRole('combobox', { name: 'Wiederholung' }).click();
    await page.getByRole('option', { name: 'Wöchentlich' }).click();
    await dialog.getByLabel('Mo', { exact: true }).check();
    await dialog.getByLabel('Mi', { exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Raum' }).click();
    await page.getByRole('option', { name: 'Saal 1' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Kurszeit angelegt.').waitFor();
    await page.getByText('Termine: 4 neu, 0 geändert, 0 gelöscht.').waitFor();
    const times = page.getByTestId('course-date-times');
    await times.getByRole('row', { name: /09:00–12:00.*Jede Woche: Mo, Mi.*Saal 1/ }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'course-times-tab', 'de');

    await page.getByRole('tab', { name: 'Termine' }).click();
    await poll(() => rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain(german(plus(0)));
    await screenshot(page, 'course-appointments', 'de');

    // A member books the first Monday; then the course time moves to Tuesday and Wednesday.
    const appointments = await company.api.get<{ value: { id: string; date: string }[] }>(
      `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${id}`)}`,
    );
    const { id: attendeeId } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Anna', lastName: 'Adler' });
    await book(appointments.value[0]!.id, attendeeId);
    await poll(
      async () => (await company.api.get<{ hasBookings: boolean }>(`/api/Courses/CheckIfCourseHasBookings/${id}`)).hasBookings,
    ).toBe(true);
    await page.getByRole('tab', { name: 'Kurszeiten' }).click();
    await times.getByRole('button', { name: /Kurszeit .* ändern/ }).click();
    await dialog.getByText('Künftige Termine dieser Kurszeit haben Buchungen.', { exact: false }).waitFor();
    await dialog.getByLabel('Mo', { exact: true }).uncheck();
    await dialog.getByLabel('Di', { exact: true }).check();
    await dialog.getByTestId('save').click();
    await page.getByText('Kurszeit gespeichert.').waitFor();
    const outcome = page.getByTestId('regeneration-outcome');
    await outcome.getByText('Termine: 2 neu, 0 geändert, 1 gelöscht.').waitFor();
    await outcome.getByText(`${german(plus(0))} 09:00–12:00 (1 gebucht): liegt nicht mehr im Zeitplan`).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'course-times-kept', 'de');

    // The booked course cannot be deleted; edit it, copy it and delete the copy.
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Ein künftiger Termin des Kurses hat Buchungen; der Kurs kann nicht gelöscht werden.').waitFor();
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByLabel('Name').fill('Yoga am Abend für alle');
    await dialog.getByTestId('save').click();
    await page.getByRole('heading', { name: 'Yoga am Abend für alle' }).waitFor();
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await page.getByRole('heading', { name: 'Yoga am Abend für alle (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Kurszeiten' }).click();
    await times.getByRole('row', { name: /Jede Woche: Di, Mi/ }).waitFor();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByText('„Yoga am Abend für alle (2)“ wird mit seinen Kurszeiten und Terminen gelöscht.').waitFor();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/courses$/);
    await page.getByText('Kurs gelöscht.').waitFor();
    await ctx.close();
  });

  it('lists every course time in English, opens its course, and fits a phone, and lists a membership type picked by name', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/course-times', 'en');
    await page.getByRole('heading', { name: 'Course times' }).waitFor();
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.first().textContent()).toContain('Yoga am Abend für alle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'course-times', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await rows.first().click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}\?tab=times$/);
    await page
      .getByTestId('course-date-times')
      .getByRole('row', { name: /Every week: Tue, Wed/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'course-phone', 'en');
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByText('Regular course').first().waitFor();
    await screenshot(page, 'course-data-phone', 'en');

    const { id: typeId } = await company.api.post<{ id: string }>('/api/references/MembershipType', { name: 'Zehnerkarte' });
    await page.getByRole('tab', { name: 'Memberships' }).click();
    await page.getByText('No membership types listed: anyone may book.').waitFor();
    await page.getByRole('button', { name: 'Add membership type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Membership type' }).click();
    await page.getByRole('option', { name: 'Zehnerkarte' }).click();
    await dialog.getByLabel('Price per appointment (cents)').fill('500');
    await dialog.getByTestId('save').click();
    await page.getByText('Membership type added.').waitFor();
    await page
      .getByTestId('course-membership-types')
      .getByRole('row', { name: /Zehnerkarte.*€5\.00/ })
      .waitFor();
    const courseId = page.url().split('/').at(-1)!.split('?')[0]!;
    expect(
      (await company.api.get<{ membershipTypeAvailabilities: unknown[] }>(`/api/Courses/${courseId}`)).membershipTypeAvailabilities,
    ).toEqual([{ membershipTypeId: typeId, centCost: 500 }]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });
});

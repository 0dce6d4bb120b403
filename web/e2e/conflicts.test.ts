import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Conflicts: two overlapping appointments in one room show up on /conflicts; an absence is added
// on the trainer's page and then makes the trainer's appointment conflict too.
let e2e: E2E;
let company: Company;
let trainerId: string;
let appointmentIds: string[] = [];
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const api = company.api;
  const locationId = (await api.post<{ id: string }>('/api/Locations', { name: 'Studio Nord' })).id;
  const roomId = (await api.post<{ id: string }>('/api/Rooms', { name: 'Saal 1', locationId, capacity: 20 })).id;
  trainerId = (
    await api.post<{ id: string }>('/api/Trainers/de', {
      firstName: 'Tina',
      lastName: 'Turner',
      userName: `tina.${company.companyId.slice(0, 6)}`,
      email: `tina-${company.companyId.slice(0, 6)}@example.de`,
      password: 'Sicher#2026',
      active: true,
    })
  ).id;
  for (const [name, timeFrom, timeTill] of [
    ['Yoga', '10:00', '11:00'],
    ['Pilates', '10:30', '11:30'],
  ]) {
    const courseId = (await api.post<{ id: string }>('/api/Courses', { name, maxAttendees: 10 })).id;
    const dateTimeId = (
      await api.post<{ id: string }>('/api/DateTimes', { courseId, dateFrom: nextWeek, dateTill: nextWeek, timeFrom, timeTill, roomId })
    ).id;
    await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId });
  }
  const list = await api.get<{ value: { id: string; courseName: string }[] }>('/odata/Appointments?$orderby=timeFrom asc');
  appointmentIds = list.value.map((a) => a.id);
  // The trainer reaches scheduling through identity's event; retry until it takes the assignment.
  for (let tries = 0; ; tries++) {
    const res = await api.raw('POST', `/api/AppointmentTrainers/AddMultiple/${appointmentIds[0]}`, { trainersId: [trainerId] });
    if (res.ok) break;
    if (tries > 50) throw new Error(`trainer not assignable: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('conflicts screen and trainer availabilities', () => {
  it('lists the double booking with its reasons and links to the appointment', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/conflicts', 'de');
    await page.getByRole('heading', { name: 'Konflikte' }).waitFor();
    const table = page.getByTestId('conflicts');
    await table.getByRole('row', { name: /Yoga.*Saal 1.*Raum doppelt belegt/ }).waitFor();
    await table.getByRole('row', { name: /Pilates.*Saal 1.*Raum doppelt belegt/ }).waitFor();
    expect(await table.getByRole('link', { name: 'Yoga' }).getAttribute('href')).toBe(`/courses/appointment/${appointmentIds[0]}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'conflicts', 'de');
    await ctx.close();
  });

  it('adds an absence on the trainer page, which the conflicts then show', async () => {
    const { ctx, page } = await adminAt(e2e, company, `/trainers/${trainerId}`, 'de');
    await page.getByRole('heading', { name: 'Turner, Tina' }).waitFor();
    await page.getByRole('tab', { name: 'Verfügbarkeiten' }).click();
    await page.getByText('Keine Verfügbarkeiten oder Abwesenheiten eingetragen.').waitFor();
    await page.getByRole('button', { name: 'Verfügbarkeit oder Abwesenheit hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bezeichnung').fill('Urlaub');
    // The date field's sections take typed digits (day, month, year) and move on by themselves.
    for (const label of ['Von (Datum)', 'Bis (Datum)']) {
      await dialog
        .locator('.MuiFormControl-root', { has: page.getByText(label, { exact: true }) })
        .getByRole('spinbutton')
        .first()
        .click();
      await page.keyboard.type(nextWeek.split('-').reverse().join(''));
    }
    await dialog.getByTestId('save').click();
    await page.getByText('Gespeichert.').waitFor();
    const table = page.getByTestId('trainer-availabilities');
    await table.getByRole('row', { name: /Abwesend.*Urlaub.*Ganztägig.*Täglich/ }).waitFor();
    expect(await company.api.get(`/api/Availabilities/GetByTrainerId/${trainerId}`)).toEqual([
      expect.objectContaining({ type: 1, name: 'Urlaub', allDay: true, timeFrom: '00:00', timeTill: '23:59', dateFrom: nextWeek }),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'trainer-availabilities', 'de');

    await table.getByRole('button', { name: /bearbeiten$/ }).click();
    await dialog.getByLabel('Bezeichnung').fill('Urlaub Ostsee');
    await dialog.getByTestId('save').click();
    await table.getByRole('row', { name: /Abwesend.*Urlaub Ostsee.*Ganztägig/ }).waitFor();

    await page.goto('/conflicts');
    await page
      .getByTestId('conflicts')
      .getByRole('row', { name: /Yoga.*Trainer abwesend/ })
      .waitFor();
    await ctx.close();
  });

  it('shows the screens in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/conflicts', 'en');
    await page.getByRole('heading', { name: 'Conflicts' }).waitFor();
    await page
      .getByTestId('conflicts')
      .getByRole('row', { name: /Pilates.*Room double-booked/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'conflicts', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/trainers/${trainerId}?tab=availabilities`);
    await page
      .getByTestId('trainer-availabilities')
      .getByRole('row', { name: /Absent.*All day/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'trainer-availabilities-phone', 'en');
    await ctx.close();
  });
});

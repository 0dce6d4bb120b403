import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent, eventually, payloadOf } from '@takt/kit/testing';
import { BookingEvents, IdentityEvents, plusDays, SchedulingEvents, wallClockAt } from '@takt/proto';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// The registration count report (statistics tab "Anmeldungen"): this week's appointments on the
// studio's calendar, as scheduling and booking announce them; the report counts live bookings per
// day (then per week) and shows the trainer in the bucket they teach, free on the day scheduling
// announced an availability and absent on the day of an absence (decision 0067).
const ZONE = 'Europe/Berlin';
let e2e: E2E;
let company: Company;
const today = wallClockAt(new Date(), ZONE).date;
const monday = plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
const wednesday = plusDays(monday, 2);
const trainerId = randomUUID();

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const id = company.companyId;
  await emitEvent(e2e.env, IdentityEvents.StaffUserSaved, id, {
    ...payloadOf(IdentityEvents.StaffUserSaved),
    userId: trainerId,
    firstName: 'Uta',
    lastName: 'Reiter',
  });
  const morning = payloadOf(SchedulingEvents.AppointmentCreated, { date: monday, timeFrom: '10:00', trainerIds: [trainerId] });
  const evening = payloadOf(SchedulingEvents.AppointmentCreated, { date: wednesday, timeFrom: '18:30', trainerIds: [] });
  for (const a of [morning, evening]) await emitEvent(e2e.env, SchedulingEvents.AppointmentCreated, id, a);
  const facts = (a: typeof morning) =>
    payloadOf(BookingEvents.AttendanceConfirmed, {
      appointmentId: a.appointmentId,
      courseId: a.courseId,
      date: a.date,
      applicationUserId: null,
    });
  await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, id, facts(morning));
  await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, id, facts(morning));
  await emitEvent(e2e.env, BookingEvents.AttendanceWaitlisted, id, { ...facts(morning), waitingListNumber: 1 });
  await emitEvent(e2e.env, BookingEvents.AttendanceConfirmed, id, facts(evening));
  await emitEvent(e2e.env, BookingEvents.AttendanceCancelled, id, {
    ...facts(evening),
    previousStatus: 2,
    late: false,
    canceledDate: today,
    by: 'attendee',
  });
  const tuesday = plusDays(monday, 1);
  const free = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, { trainerId, dateFrom: tuesday, dateTill: tuesday });
  const away = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, { trainerId, type: 1, dateFrom: wednesday, dateTill: wednesday });
  for (const a of [free, away]) await emitEvent(e2e.env, SchedulingEvents.TrainerAvailabilitySaved, id, a);
  await eventually(async () => {
    const r = await company.api.post<{ total: number; trainers: { name: string; availability: string[] }[] }>('/api/Reports/Fill', {
      Start: monday,
      End: plusDays(monday, 6),
    });
    const [trainer] = r.trainers;
    return r.total === 4 && trainer?.name === 'Uta Reiter' && trainer.availability[2] === 'Absent' ? true : undefined;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function openReport(locale: 'de' | 'en') {
  // The browser is in the studio's zone, so "this week" is the studio's week at any hour.
  const ctx = await e2e.context(locale, {}, 'block', ZONE);
  const page = await ctx.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent('/statistics?tab=registrations')}`);
  await signIn(page, company.admin.userName, company.admin.password);
  await page.waitForURL((u) => u.pathname === '/statistics');
  return { ctx, page };
}

describe('registration count report', () => {
  it("counts this week's registrations by day with the trainer's course, then by week (German, keyboard)", async () => {
    const { ctx, page } = await openReport('de');
    await page.getByRole('tab', { name: 'Anmeldungen', selected: true }).waitFor();
    // Keyboard only: focus the show button and press Enter.
    await page.getByTestId('report-fill').focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('report-total').textContent()).toBe('4 Anmeldungen im Zeitraum');
    const rows = page.getByTestId('report-table').locator('tbody tr');
    expect(await rows.count()).toBe(7);
    const cells = async (i: number) => (await rows.nth(i).locator('td').allTextContents()).slice(1);
    expect(await cells(0)).toEqual(['3', 'Im Kurs']);
    expect(await cells(1)).toEqual(['0', 'Frei']);
    expect(await cells(2)).toEqual(['1', 'Abwesend']);
    expect(await cells(3)).toEqual(['0', 'Unbekannt']);
    await expect(page.getByTestId('report-trainer').textContent()).resolves.toBe('Uta Reiter3 Anmeldungen · Qualifikation 100 %');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'registration-report', 'de');

    await page.getByLabel('Zeitraster').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Wochen' }).click();
    await page.getByTestId('report-fill').click();
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('td').allTextContents()).toEqual([expect.stringMatching(/^KW \d+ \d{4}$/), '4', 'Im Kurs']);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe(`registrations-${monday}-${plusDays(monday, 6)}.xlsx`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const lines = book
      .getWorksheet('Anmeldungen')!
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(lines).toEqual([
      ['Zeitraum', 'Anmeldungen', 'Uta Reiter (3)'],
      [expect.stringMatching(/^\d{4}-W\d{2}$/), 4, 'Im Kurs'],
    ]);
    await ctx.close();
  });

  it('speaks English', async () => {
    const { ctx, page } = await openReport('en');
    await page.getByTestId('report-fill').click();
    await poll(() => page.getByTestId('report-total').textContent()).toBe('4 registrations in the range');
    const rows = page.getByTestId('report-table').locator('tbody tr');
    const states = await Promise.all([0, 1, 2, 3].map(async (i) => (await rows.nth(i).locator('td').allTextContents()).at(-1)));
    expect(states).toEqual(['In a course', 'Free', 'Absent', 'Unknown']);
    expect((await rows.first().locator('td').allTextContents())[1]).toBe('3');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'registration-report', 'en');
    await ctx.close();
  });
});

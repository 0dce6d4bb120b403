import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// The calendar: a weekly course in the week view, dragging one appointment to another day after
// confirming, and the public calendar without login on a phone.
let e2e: E2E;
let company: Company;
let courseId: string;

const DAY_MS = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Monday of the current week (the week view shows it first). */
const monday = (() => {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
})();
const [tuesday, wednesday] = [iso(monday + DAY_MS), iso(monday + 2 * DAY_MS)];
/** The course's dates once the first test has moved this week's Tuesday to Wednesday: then Tuesdays and Thursdays. */
const seriesDates = [wednesday, ...[0, 1, 2, 3].flatMap((week) => [1, 3].map((day) => iso(monday + (week * 7 + day) * DAY_MS)))].filter(
  (date) => date !== tuesday,
);

interface Listed {
  value: { id: string; date: string; timeFrom: string }[];
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const locationId = (await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Nord' })).id;
  courseId = (await company.api.post<{ id: string }>('/api/Courses', { name: 'Abendyoga', maxAttendees: 12, color: '#1E88E5', locationId }))
    .id;
  const dt = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId,
    dateFrom: iso(monday),
    dateTill: iso(monday + 27 * DAY_MS),
    period: 2,
    periodValues: '2,4',
    timeFrom: '18:00',
    timeTill: '19:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const appointmentsOn = async (date: string) =>
  (await company.api.get<Listed>(`/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${courseId} and date eq ${date}`)}`)).value;

describe('calendar screens', () => {
  it('shows the weekly course in the week view and moves an appointment by dragging it after confirming', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/calendar', 'de');
    await page.getByRole('heading', { name: 'Kalender' }).waitFor();
    const events = page.locator('.fc-event', { hasText: 'Abendyoga' });
    await poll(() => events.count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-week', 'de');

    const moved = (await appointmentsOn(tuesday))[0]!;
    const event = page.locator(`.fc-timegrid-col[data-date="${tuesday}"] .fc-event`);
    await event.scrollIntoViewIfNeeded();
    const from = (await event.boundingBox())!;
    const target = (await page.locator(`.fc-timegrid-col[data-date="${wednesday}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 5, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, from.y + 5, { steps: 10 });
    await page.mouse.up();
    await page
      .getByRole('dialog')
      .getByText(/„Abendyoga“ vom .* auf den .* um 18:00 Uhr verschieben\?/)
      .waitFor();
    await page.getByTestId('confirm').click();
    await page.getByText('Termin verschoben.').waitFor();
    await poll(async () => (await appointmentsOn(wednesday)).map((a) => a.id)).toEqual([moved.id]);
    expect((await appointmentsOn(wednesday))[0]).toMatchObject({ timeFrom: '18:00' });
    await page.locator(`.fc-timegrid-col[data-date="${wednesday}"] .fc-event`, { hasText: 'Abendyoga' }).waitFor();
    expect(await page.locator(`.fc-timegrid-col[data-date="${tuesday}"] .fc-event`).count()).toBe(0);

    await page.locator(`.fc-timegrid-col[data-date="${wednesday}"] .fc-event`).click();
    await page.waitForURL(new RegExp(`/appointments/${moved.id}/attendances$`));
    await ctx.close();
  });

  it("links the course to a department on its page, and the calendar's department filter follows", async () => {
    await company.api.post('/api/Departments', { name: 'Yoga' });
    await company.api.post('/api/Departments', { name: 'Tanz' });
    const { ctx, page } = await adminAt(e2e, company, `/courses/${courseId}`, 'de');
    await page.getByRole('combobox', { name: 'Abteilungen' }).click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await page.getByText('Abteilungen gespeichert.').waitFor();
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('combobox', { name: 'Abteilungen' }).textContent()).toBe('Yoga');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/calendar');
    const events = page.locator('.fc-event', { hasText: 'Abendyoga' });
    await poll(() => events.count()).toBe(2);
    const filter = page.getByRole('combobox', { name: 'Nach Abteilung filtern' });
    await filter.click();
    await page.getByRole('option', { name: 'Tanz' }).click();
    await poll(() => events.count()).toBe(0);
    await filter.click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await poll(() => events.count()).toBe(2);
    await ctx.close();
  });

  it('shows the month in English', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/calendar', 'en');
    await page.getByRole('heading', { name: 'Calendar' }).waitFor();
    await page.getByRole('button', { name: 'month' }).click();
    // The month shown depends on today: at a month's end only the first days of the series are in it.
    const days = page.locator('.fc-daygrid-day[data-date]');
    await days.first().waitFor();
    const [first, last] = [await days.first().getAttribute('data-date'), await days.last().getAttribute('data-date')];
    const shown = seriesDates.filter((date) => date >= first! && date <= last!);
    expect(shown.length).toBeGreaterThan(0);
    await poll(() => page.locator('.fc-event', { hasText: 'Abendyoga' }).count()).toBe(shown.length);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-month', 'en');
    await ctx.close();
  });

  it('shows the public calendar without login as a list on a phone, in German and English', async () => {
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/public-view/${company.companyId}`);
    await page.getByRole('heading', { name: 'Kursplan' }).waitFor();
    await page.getByText('18:00–19:00 Abendyoga').first().waitFor();
    await page.getByText('12 von 12 Plätzen frei').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'public-calendar-phone', 'de');
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await poll(() => page.getByText('18:00–19:00 Abendyoga').count()).toBe(2);
    await page.getByRole('banner').getByTestId('language-toggle').click();
    await page.getByRole('heading', { name: 'Course schedule' }).waitFor();
    await page.getByText('12 of 12 places free').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'public-calendar-phone', 'en');
    // Booking goes through the member's own screen: without a session the sign-in comes first.
    await page.getByRole('link', { name: 'Book Abendyoga' }).first().click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/my-bookings?tab=book&search=Abendyoga');
    await ctx.close();
  });
});

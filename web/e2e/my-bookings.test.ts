import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@takt/standalone/api-client';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { live, poll } from './poll.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// The member's own booking screen against the real services: staff book a member, who sees it
// live on their phone; another member joins the full appointment's waiting list; the first
// cancels and the waiting one is promoted and sees it, both without a reload (the hub's notice).
let e2e: E2E;
let company: Company;
let mia: Member;
let ben: Member;
let appointmentId: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Salsa', maxAttendees: 1, centCost: 1200 });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(3),
    dateTill: day(3),
    period: 1,
    timeFrom: '19:00',
    timeTill: '20:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
  mia = await memberOf(e2e, company, 'Mia', 'Muster');
  ben = await memberOf(e2e, company, 'Ben', 'Berg');
  // Booking learns attendees and appointments from events: wait until it knows both members.
  for (let attempt = 1; ; attempt++) {
    try {
      const seats = await company.api.get<{ confirmedCount: number }>(`/api/Attendances/Seats/${appointmentId}`);
      const known = await company.api.get<{ value: unknown[] }>(
        `/odata/Attendances/Attendees?$filter=${encodeURIComponent("firstName eq 'Ben'")}`,
      );
      if (seats && known.value.length === 1) break;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404) throw err;
    }
    if (attempt >= 150) throw new Error('booking did not learn the appointment and members');
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

/** A fresh context in `locale`, signed in as the member, on their bookings. */
async function memberAt(member: Member, locale: 'de' | 'en') {
  const ctx = await e2e.context(locale);
  const page = await ctx.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent('/my-bookings')}`);
  await signIn(page, member.userName, member.password);
  await page.waitForURL((u) => u.pathname === '/my-bookings');
  return { ctx, page };
}

/** Well inside any fallback poll: only the hub's notice can be this quick. */

describe("a member's bookings", () => {
  it('shows a booking by staff live, joins a waiting list, cancels, and the waiting member moves up live', async () => {
    const miaPage = (await memberAt(mia, 'de')).page;
    await miaPage.setViewportSize({ width: 390, height: 844 });
    await miaPage.getByText('Sie haben keine kommenden Buchungen. Buchen Sie einen Termin unter „Buchen“.').waitFor();

    // Staff book Mia at the desk; her phone shows it without a reload.
    const desk = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await desk.page.getByRole('button', { name: 'Teilnehmer buchen' }).click();
    await desk.page.getByRole('dialog').getByRole('combobox', { name: 'Teilnehmer' }).fill('Mia');
    await desk.page.getByRole('option', { name: 'Muster, Mia' }).click();
    await desk.page.getByRole('dialog').getByTestId('save').click();
    await desk.page.getByText('Buchung bestätigt.').waitFor();
    const miaCard = miaPage.getByTestId('my-appointment');
    await live(async () => (await miaCard.allTextContents()).join('|')).toMatch(/Salsa.*Gebucht.*1 von 1 Plätzen belegt/);
    expect(await accessibilityViolations(miaPage)).toEqual([]);
    await screenshot(miaPage, 'my-bookings', 'de');

    // Ben finds the full appointment and joins its waiting list.
    const benPage = (await memberAt(ben, 'de')).page;
    await benPage.setViewportSize({ width: 390, height: 844 });
    await benPage.getByRole('tab', { name: 'Buchen' }).click();
    await benPage.getByRole('button', { name: 'Auf die Warteliste von Salsa' }).click();
    await benPage.getByText('Salsa ist voll: Sie stehen auf der Warteliste.').waitFor();
    expect(await accessibilityViolations(benPage)).toEqual([]);
    await benPage.getByRole('tab', { name: 'Meine Termine' }).click();
    const benCard = benPage.getByTestId('my-appointment');
    await poll(async () => (await benCard.allTextContents()).join('|')).toContain('Warteliste: Platz 1');
    await live(async () => (await miaCard.allTextContents()).join('|')).toContain('1 wartet');

    // Mia cancels (after confirming); Ben is promoted and his phone shows it at once.
    await miaPage.getByRole('button', { name: 'Meine Buchung von Salsa stornieren' }).click();
    await miaPage.getByRole('dialog').getByText('Ihre Buchung von Salsa wird storniert.').waitFor();
    await miaPage.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    await miaPage.getByText('Buchung storniert.').waitFor();
    await poll(() => miaCard.count()).toBe(0);
    await live(async () => (await benCard.allTextContents()).join('|')).toMatch(/Salsa.*Gebucht.*1 von 1 Plätzen belegt/);
    await live(() => desk.page.getByTestId('waiting-count').textContent()).toBe('niemand wartet');
  });

  it('shows the screen in English', async () => {
    const { ctx, page } = await memberAt(mia, 'en');
    await page.getByText('You have no coming bookings. Book one under "Book".').waitFor();
    await page.getByRole('tab', { name: 'Book' }).click();
    await page.getByRole('button', { name: 'Join the waiting list of Salsa' }).waitFor();
    await page.getByLabel('Search course').fill('nothing like it');
    await page.getByText('No appointment can be booked at the moment.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-bookings-book', 'en');
    await ctx.close();
  });
});

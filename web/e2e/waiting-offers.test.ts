import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@takt/standalone/api-client';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { live } from './poll.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// Timed waiting-list offers (decision 0048) against the real services: the company offers freed
// places for 12 hours. Mia holds the only place, Ben and Cara wait. Mia's booking is cancelled;
// Ben's phone shows the held place live and he declines it; Cara's (in English) then shows it and
// she accepts it.
let e2e: E2E;
let company: Company;
let mia: Member;
let ben: Member;
let cara: Member;
let appointmentId: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  // First, so booking has heard of it long before the first cancellation.
  await company.api.post('/api/settingss', { waitingListOfferHours: 12 });
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Yoga', maxAttendees: 1, centCost: 1200 });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(4),
    dateTill: day(4),
    period: 1,
    timeFrom: '18:00',
    timeTill: '19:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
  mia = await memberOf(e2e, company, 'Mia', 'Muster');
  ben = await memberOf(e2e, company, 'Ben', 'Berg');
  cara = await memberOf(e2e, company, 'Cara', 'Clausen');
  // Booking learns attendees and appointments from events: staff book all three once it knows them.
  for (const [attempt, member] of [mia, ben, cara].entries()) {
    for (let tries = 1; ; tries++) {
      try {
        await company.api.post('/api/Attendances', { attendeeId: member.attendeeId, appointmentId });
        break;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 404 || tries >= 150) throw err;
      }
      await new Promise((r) => setTimeout(r, 200 + attempt));
    }
  }
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

/** A fresh phone-sized context in `locale`, signed in as the member, on their bookings. */
async function memberAt(member: Member, locale: 'de' | 'en') {
  const ctx = await e2e.context(locale);
  const page = await ctx.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/login?redirect=${encodeURIComponent('/my-bookings')}`);
  await signIn(page, member.userName, member.password);
  await page.waitForURL((u) => u.pathname === '/my-bookings');
  return page;
}

/** Well inside any fallback poll: only the hub's notice can be this quick. */

describe('timed waiting-list offers on the member screen', () => {
  it('shows a held place live with its deadline; one member declines, the next accepts', async () => {
    const benPage = await memberAt(ben, 'de');
    const benCard = benPage.getByTestId('my-appointment');
    await benCard.getByText('Warteliste: Platz 1').waitFor();
    const caraPage = await memberAt(cara, 'en');
    const caraCard = caraPage.getByTestId('my-appointment');
    await caraCard.getByText('Waiting list: place 2').waitFor();

    // The desk cancels Mia's booking: the place is held for Ben, not given away.
    const miaBooking = await company.api.get<{ value: { id: string }[] }>(
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId} and status eq 2`)}`,
    );
    await company.api.request('PUT', `/api/Attendances/Cancel/${miaBooking.value[0]!.id}`);
    await live(async () => (await benCard.allTextContents()).join('|')).toContain('Ein Platz ist für Sie reserviert');
    expect(await benCard.getByTestId('my-offer').textContent()).toMatch(/Nehmen Sie ihn bis .+ an, sonst geht er/);
    expect(await accessibilityViolations(benPage)).toEqual([]);
    await screenshot(benPage, 'my-bookings-offer', 'de');

    // Staff see the held place on the appointment's page.
    const desk = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await desk.page.getByTestId('offered-count').getByText('1 Platz angeboten').waitFor();

    // Ben declines (after confirming): the place goes on to Cara, whose screen shows it at once.
    await benPage.getByRole('button', { name: 'Den Platz in Yoga ablehnen' }).click();
    await benPage.getByRole('dialog').getByText('Der Platz in Yoga geht an die nächste Person auf der Warteliste').waitFor();
    await benPage.getByRole('dialog').getByRole('button', { name: 'Ablehnen' }).click();
    await benPage.getByText('Platz abgelehnt.').waitFor();
    await live(() => benCard.count()).toBe(0);
    await live(async () => (await caraCard.allTextContents()).join('|')).toContain('A place is held for you');
    expect(await accessibilityViolations(caraPage)).toEqual([]);
    await screenshot(caraPage, 'my-bookings-offer', 'en');

    // Cara accepts with the keyboard: booked, the offer gone.
    await caraPage.getByRole('button', { name: 'Accept place in Yoga' }).focus();
    await caraPage.keyboard.press('Enter');
    await caraPage.getByText('Yoga is booked.').waitFor();
    await live(async () => (await caraCard.allTextContents()).join('|')).toMatch(/Yoga.*Booked.*1 of 1 places taken/);
    expect(await caraCard.getByTestId('my-offer').count()).toBe(0);
    const confirmed = await company.api.get<{ value: { attendeeId: string }[] }>(
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId} and status eq 2`)}`,
    );
    expect(confirmed.value.map((a) => a.attendeeId)).toEqual([cara.attendeeId]);
    await live(() => desk.page.getByTestId('offered-count').count()).toBe(0);
  });
});

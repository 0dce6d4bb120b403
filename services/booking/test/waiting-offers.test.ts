import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { expireOffers } from '../src/operations/expire-offers.ts';
import { bookingService } from '../src/service.ts';
import { bookingSettings } from '../src/settings.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Timed waiting-list offers (decision 0048): with offer hours set, a freed place is held for the
// first waiting member until a deadline instead of being given away. The sweep is driven by hand
// here (its interval is an hour), with deadlines written into the past.
const SWEEP = { BOOKING_OFFER_SWEEP_SECONDS: '3600' };
const t = useTestService(bookingService, { settings: SWEEP });
const settings = bookingSettings.parse(SWEEP);
const { appointment, attendee, fullAppointment, book, seats } = bookingFixtures(t);
const { Confirmed, Canceled, OnWaitingList } = AttendanceStatus;

const put = (url: string, caller: Caller) => t.call('PUT', url, undefined, caller);
const accept = (id: string, caller: Caller) => put(`/api/Attendances/AcceptOffer/${id}`, caller);
const decline = (id: string, caller: Caller) => put(`/api/Attendances/DeclineOffer/${id}`, caller);
const cancel = (id: string, caller: Caller) => put(`/api/Attendances/Cancel/${id}`, caller);

/** The company offers freed places for `hours` (no night window: the deadline is `hours` later). */
const offersOn = (companyId: string, hours = 6) =>
  t.announce(IdentityEvents.SettingsSaved, companyId, payloadOf(IdentityEvents.SettingsSaved, { waitingListOfferHours: hours }));

const offersOf = (appointmentId: string) =>
  t.db.system((tx) => tx.waitingOffer.findMany({ where: { appointmentId }, orderBy: { offeredAt: 'asc' } }));
const attendanceOf = (id: string) => t.db.system((tx) => tx.attendance.findUniqueOrThrow({ where: { id } }));
const pastDeadline = (attendanceId: string) =>
  t.db.system((tx) => tx.waitingOffer.updateMany({ where: { attendanceId }, data: { expiresAt: new Date(Date.now() - 60_000) } }));
const cancelledBy = async (attendanceId: string) =>
  (await t.outbox('booking.attendance.cancelled'))
    .filter((e) => (e.payload as { attendanceId: string }).attendanceId === attendanceId)
    .map((e) => (e.payload as { by: string }).by);

/** A full appointment of one place whose waiting members have logins: the confirmed one and the waiting ones as callers. */
async function heldFor(staff: Caller & { companyId: string }, waitingMembers = 2) {
  await offersOn(staff.companyId);
  const { appointmentId, confirmed } = await fullAppointment(staff, 1, 0);
  const members = Array.from({ length: waitingMembers }, () => userCaller('attendee', staff.companyId));
  const waiting: string[] = [];
  for (const m of members) {
    const attendeeId = await attendee(staff.companyId, m.userId);
    waiting.push((await book(staff, appointmentId, attendeeId)).json().id);
  }
  return { appointmentId, confirmed: confirmed[0]!.id, members, waiting };
}

describe('timed waiting-list offers', () => {
  it('holds a cancelled place for waiting #1 with a deadline instead of promoting, and a new booking cannot take it', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, members, waiting } = await heldFor(staff);
    const before = Date.now();

    const res = await cancel(confirmed, staff);

    expect(res.statusCode).toBe(200);
    expect(res.json().promoted).toEqual([]);
    expect(await attendanceOf(waiting[0]!)).toMatchObject({ status: OnWaitingList, waitingListNumber: 1 });
    const [offer] = await offersOf(appointmentId);
    expect(offer).toMatchObject({ attendanceId: waiting[0], state: 'OPEN' });
    const sixHours = 6 * 3_600_000;
    expect(offer!.expiresAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000 + sixHours);
    expect(offer!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + sixHours);
    // The held place is counted as taken.
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
    const made = (await t.outbox('booking.offer.made')).find((e) => (e.payload as { attendanceId: string }).attendanceId === waiting[0]);
    expect(made!.payload).toMatchObject({ appointmentId, expiresAt: offer!.expiresAt.toISOString() });
    expect((made!.payload as { expiresAtLocal: string }).expiresAtLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    const late = await book(staff, appointmentId, await attendee(staff.companyId));
    expect(late.json()).toMatchObject({ status: OnWaitingList, attendeeOnWaitingListNumber: 3 });

    const header = (await t.call('GET', `/api/Attendances/Seats/${appointmentId}`, undefined, staff)).json();
    expect(header).toMatchObject({ confirmedCount: 0, offeredCount: 1, waitingCount: 3 });
    const list = await t.call('GET', `/odata/Attendances?$filter=appointmentId eq ${appointmentId} and status eq 4`, undefined, staff);
    const rows = list.json().value as { id: string; offerExpiresAt: string | null }[];
    expect(rows.find((r) => r.id === waiting[0])!.offerExpiresAt).toBe(offer!.expiresAt.toISOString());
    expect(rows.find((r) => r.id === waiting[1])!.offerExpiresAt).toBeNull();
    const mine = await t.call('GET', '/odata/Attendances/MyAppointments?booked=true', undefined, members[0]!);
    expect(mine.json().value).toMatchObject([{ appointmentId, attendanceId: waiting[0], offerExpiresAt: offer!.expiresAt.toISOString() }]);
  });

  it('offers a second freed place to waiting #2 while #1 still holds the first', async () => {
    const staff = userCaller('manager');
    await offersOn(staff.companyId);
    const { appointmentId, confirmed, waiting } = await fullAppointment(staff, 2, 3);
    await cancel(confirmed[0]!.id, staff);
    await cancel(confirmed[1]!.id, staff);
    const offers = await offersOf(appointmentId);
    expect(offers.map((o) => [o.attendanceId, o.state])).toEqual([
      [waiting[0]!.id, 'OPEN'],
      [waiting[1]!.id, 'OPEN'],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 2, lastWaitingNumber: 3 });
  });

  it('confirms the member who accepts in time: source kept, seats unchanged, their clashing waiting entry gone', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, members, waiting } = await heldFor(staff);
    const me = members[0]!;
    const myAttendee = (await attendanceOf(waiting[0]!)).attendeeId;
    // The member also waits on a full appointment at the same time.
    const elsewhere = await appointment(staff.companyId, 1, { date: inDays(10), timeFrom: '18:00', timeTill: '19:30' });
    await book(staff, elsewhere, await attendee(staff.companyId));
    const clashing = (await book(staff, elsewhere, myAttendee)).json().id as string;
    await cancel(confirmed, staff);

    const res = await accept(waiting[0]!, me);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: waiting[0], status: Confirmed, attendeeOnWaitingListNumber: null, source: 0 });
    expect((await offersOf(appointmentId))[0]).toMatchObject({ state: 'ACCEPTED' });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
    expect(await attendanceOf(clashing)).toMatchObject({ status: Canceled });
    expect(await cancelledBy(clashing)).toEqual(['clash']);
    const subjects = (await t.outbox())
      .filter((e) => (e.payload as { attendanceId?: string }).attendanceId === waiting[0])
      .map((e) => e.subject);
    expect(subjects).toEqual([
      'booking.attendance.waitlisted',
      'booking.offer.made',
      'booking.attendance.promoted',
      'booking.attendance.confirmed',
    ]);
    // Answered once: a second accept finds no open offer.
    expect((await accept(waiting[0]!, me)).json().code).toBe('offer_not_open');
  });

  it('passes a declined place to the next waiting member, and releases it when nobody waits', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, members, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);

    const first = await decline(waiting[0]!, members[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json().cancelled).toMatchObject([{ id: waiting[0], status: Canceled }]);
    expect(await cancelledBy(waiting[0]!)).toEqual(['attendee']);
    expect((await offersOf(appointmentId)).map((o) => [o.attendanceId, o.state])).toEqual([
      [waiting[0], 'DECLINED'],
      [waiting[1], 'OPEN'],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });

    expect((await decline(waiting[1]!, members[1]!)).statusCode).toBe(200);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 2 });
    const again = await book(staff, appointmentId, await attendee(staff.companyId));
    expect(again.json()).toMatchObject({ status: Confirmed });
  });

  it('lets the sweep expire an offer past its deadline and offer the place to the next, then release it', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);
    expect(await expireOffers(t.db, settings)).toEqual([]);

    await pastDeadline(waiting[0]!);
    // Two replicas sweeping at once: SKIP LOCKED lets only one take the offer.
    const [a, b] = await Promise.all([expireOffers(t.db, settings), expireOffers(t.db, settings)]);
    expect([...a, ...b].filter((r) => r.companyId === staff.companyId).reduce((n, r) => n + r.expired, 0)).toBe(1);

    expect(await attendanceOf(waiting[0]!)).toMatchObject({ status: Canceled, lateCancellation: false });
    expect(await cancelledBy(waiting[0]!)).toEqual(['offer-expired']);
    expect((await offersOf(appointmentId)).map((o) => [o.attendanceId, o.state])).toEqual([
      [waiting[0], 'EXPIRED'],
      [waiting[1], 'OPEN'],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });

    await pastDeadline(waiting[1]!);
    const swept = await expireOffers(t.db, settings);
    expect(swept.find((r) => r.companyId === staff.companyId)).toMatchObject({ expired: 1, appointmentIds: [appointmentId] });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 2 });
    expect((await offersOf(appointmentId)).every((o) => o.state === 'EXPIRED')).toBe(true);
  });

  it('answers offer_expired to an accept after the deadline and changes nothing', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, members, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);
    await pastDeadline(waiting[0]!);
    const outboxBefore = (await t.outbox()).length;

    const res = await accept(waiting[0]!, members[0]!);

    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('offer_expired');
    expect(await attendanceOf(waiting[0]!)).toMatchObject({ status: OnWaitingList, waitingListNumber: 1 });
    expect((await offersOf(appointmentId))[0]).toMatchObject({ state: 'OPEN' });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
    expect((await t.outbox()).length).toBe(outboxBefore);

    // Once the sweep has closed it, the answer stays the same.
    await expireOffers(t.db, settings);
    expect((await accept(waiting[0]!, members[0]!)).json().code).toBe('offer_expired');
  });

  it('answers offer_not_open to a waiting entry without an offer, and bad ids with a field error', async () => {
    const staff = userCaller('manager');
    const { members, waiting } = await heldFor(staff);
    const res = await accept(waiting[1]!, members[1]!);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('offer_not_open');
    expect((await decline(waiting[1]!, members[1]!)).json().code).toBe('offer_not_open');
    expect((await accept('not-a-uuid', members[1]!)).json().code).toBe('validation_failed');
    expect((await accept(randomUUID(), members[1]!)).statusCode).toBe(404);
  });

  it("answers 404 for another company's or another member's offer and 403 for a role without access", async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, members, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);

    for (const stranger of [userCaller('manager'), userCaller('attendee'), members[1]!]) {
      expect((await accept(waiting[0]!, stranger)).statusCode).toBe(404);
      expect((await decline(waiting[0]!, stranger)).statusCode).toBe(404);
    }
    const interested = userCaller('interested', staff.companyId);
    expect((await accept(waiting[0]!, interested)).statusCode).toBe(403);
    expect((await decline(waiting[0]!, interested)).statusCode).toBe(403);
    expect((await offersOf(appointmentId))[0]).toMatchObject({ state: 'OPEN' });
    expect(await attendanceOf(waiting[0]!)).toMatchObject({ status: OnWaitingList });
  });

  it('lets staff confirm a member holding an offer by hand without counting the place twice', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);
    const res = await t.call('POST', '/api/Attendances/SetConfirmedStatusMultiple', { ConfirmedAttendances: [waiting[0]] }, staff);
    expect(res.statusCode).toBe(200);
    expect((await offersOf(appointmentId))[0]).toMatchObject({ state: 'ACCEPTED' });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
  });

  it('withdraws the offers of a cancelled appointment', async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);
    await t.announce(
      SchedulingEvents.AppointmentCancelled,
      staff.companyId,
      payloadOf(SchedulingEvents.AppointmentCancelled, { appointmentId }),
    );
    expect((await offersOf(appointmentId)).map((o) => o.state)).toEqual(['WITHDRAWN']);
    expect(await attendanceOf(waiting[1]!)).toMatchObject({ status: Canceled });
  });

  it("passes the place on when the holder's attendee is gone (erased), so one offer cannot stall the company's sweeps", async () => {
    const staff = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await heldFor(staff);
    await cancel(confirmed, staff);
    const gone = (await attendanceOf(waiting[0]!)).attendeeId;
    await t.db.system((tx) => tx.attendeeView.deleteMany({ where: { id: gone } }));
    await pastDeadline(waiting[0]!);
    await expireOffers(t.db, settings);
    expect((await offersOf(appointmentId)).map((o) => [o.attendanceId, o.state])).toEqual([
      [waiting[0], 'EXPIRED'],
      [waiting[1], 'OPEN'],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
  });
});

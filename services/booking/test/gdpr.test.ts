import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { GdprEvents, MembershipEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';

// Booking's part of a member's export and erasure (decision 0037).
const t = useTestService(bookingService);

async function member(companyId: string) {
  const created = payloadOf(MembershipEvents.AttendeeCreated);
  await t.announce(MembershipEvents.AttendeeCreated, companyId, created);
  const { attendeeId, applicationUserId } = created;
  const appointmentId = randomUUID();
  await t.db.system(async (tx) => {
    const booked = await tx.attendance.create({ data: { id: randomUUID(), companyId, attendeeId, appointmentId, note: 'knee' } });
    await tx.attendance.create({ data: { id: randomUUID(), companyId, attendeeId, appointmentId: randomUUID() } });
    await tx.attendeeCourse.create({ data: { id: randomUUID(), companyId, attendeeId, dateTimeId: randomUUID() } });
    const visit = await tx.presence.create({
      data: { id: randomUUID(), companyId, attendeeId, applicationUserId, locationId: randomUUID(), role: 'attendee' },
    });
    const roomId = randomUUID();
    await tx.roomView.create({ data: { id: roomId, companyId, name: 'Kursraum 1', locationId: visit.locationId } });
    await tx.presenceAttendance.create({ data: { presenceId: visit.id, attendanceId: booked.id, companyId } });
    const stay = { presenceId: visit.id, roomId, locationId: visit.locationId, date: new Date('2026-11-27') };
    await tx.roomPresence.create({
      data: {
        id: randomUUID(),
        companyId,
        attendeeId,
        applicationUserId,
        ...stay,
        timeEnter: new Date(Date.now() - 120_000),
        timeLeave: new Date(Date.now() - 60_000),
      },
    });
    await tx.roomPresence.create({ data: { id: randomUUID(), companyId, attendeeId, applicationUserId, ...stay } });
    await tx.memberCode.create({ data: { attendeeId, companyId, version: 2 } });
  });
  return { attendeeId, applicationUserId: applicationUserId!, appointmentId };
}

const answerOf = async (exportId: string) =>
  (await t.outbox(GdprEvents.BookingDataExported.subject))
    .map((e) => e.payload as { exportId: string; data: Record<string, unknown[]> })
    .find((p) => p.exportId === exportId);

describe('a data export request', () => {
  it("answers the member's bookings, series, visits, stays in rooms and check-in code, and nobody else's", async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = await answerOf(exportId);
    expect(answer?.data.attendances).toHaveLength(2);
    expect(answer?.data.series).toHaveLength(1);
    expect(answer?.data.presences).toEqual([expect.objectContaining({ attendeeId: m.attendeeId, attendances: [expect.anything()] })]);
    expect(answer?.data.roomPresences).toEqual([
      expect.objectContaining({
        attendeeId: m.attendeeId,
        roomName: 'Kursraum 1',
        date: '2026-11-27T00:00:00.000Z',
        timeLeave: expect.any(String),
      }),
      expect.objectContaining({ attendeeId: m.attendeeId, roomName: 'Kursraum 1', timeLeave: null }),
    ]);
    expect(answer?.data).toMatchObject({ attendee: { id: m.attendeeId, firstName: 'Max' }, memberCode: { version: 2 } });
  });
});

describe('an erased member', () => {
  it('keeps the counts but no link to the person; a second event changes nothing more', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const other = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });

    const rows = () =>
      t.db.system(async (tx) => ({
        booked: await tx.attendance.findMany({
          where: { appointmentId: m.appointmentId },
          select: { id: true, attendeeId: true, note: true },
        }),
        mine: await tx.attendance.count({ where: { attendeeId: m.attendeeId } }),
        series: await tx.attendeeCourse.findMany({ where: { companyId }, select: { attendeeId: true, cancelled: true } }),
        presences: await tx.presence.count({ where: { OR: [{ attendeeId: m.attendeeId }, { applicationUserId: m.applicationUserId }] } }),
        code: await tx.memberCode.count({ where: { attendeeId: m.attendeeId } }),
        // Stays in rooms name nobody and have ended.
        stays: await tx.roomPresence.count({
          where: { OR: [{ attendeeId: m.attendeeId }, { applicationUserId: m.applicationUserId }, { companyId, timeLeave: null }] },
        }),
        view: await tx.attendeeView.count({ where: { id: m.attendeeId } }),
        otherBookings: await tx.attendance.count({ where: { attendeeId: other.attendeeId } }),
      }));
    const after = await rows();
    expect(after.booked).toHaveLength(1);
    expect(after.booked[0]).toMatchObject({ note: null });
    expect(after.booked[0]!.attendeeId).not.toBe(m.attendeeId);
    expect(after).toMatchObject({ mine: 0, presences: 0, code: 0, stays: 1, view: 0, otherBookings: 2 });
    expect(after.series).toHaveLength(2);
    expect(after.series.filter((s) => s.cancelled)).toHaveLength(1);
    expect(after.series.map((s) => s.attendeeId)).not.toContain(m.attendeeId);

    await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });
    expect(await rows()).toEqual(after);
  });

  it('does not write the person back from a creation or change handled after the erasure (retried after a failure)', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });
    const late = { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId, firstName: 'Max' };
    await t.announce(MembershipEvents.AttendeeCreated, companyId, payloadOf(MembershipEvents.AttendeeCreated, late));
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, payloadOf(MembershipEvents.AttendeeUpdated, late));
    expect(await t.db.system((tx) => tx.attendeeView.count({ where: { id: m.attendeeId } }))).toBe(0);
  });

  it("never touches another company's rows (the raw updates run under row-level security)", async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, randomUUID(), { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });
    const kept = await t.db.system(async (tx) => ({
      attendances: await tx.attendance.count({ where: { attendeeId: m.attendeeId } }),
      series: await tx.attendeeCourse.count({ where: { attendeeId: m.attendeeId, cancelled: false } }),
      presences: await tx.presence.count({ where: { attendeeId: m.attendeeId } }),
      code: await tx.memberCode.count({ where: { attendeeId: m.attendeeId } }),
    }));
    expect(kept).toEqual({ attendances: 2, series: 1, presences: 1, code: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, SchedulingEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Booking's copy of an appointment follows scheduling's changes and deletions.
const t = useTestService(bookingService);
const { appointment, attendee, fullAppointment, book, seats, attendancesOf } = bookingFixtures(t);
const { Confirmed, Canceled, OnWaitingList } = AttendanceStatus;

const statuses = async (appointmentId: string) => (await attendancesOf(appointmentId)).map((a) => a.status);
const view = (id: string) => t.db.system((tx) => tx.appointmentView.findFirst({ where: { id } }));
const updated = (appointmentId: string, maxAttendees: number, date = inDays(12)) =>
  payloadOf(SchedulingEvents.AppointmentUpdated, { appointmentId, maxAttendees, date, timeFrom: '18:00', timeTill: '19:00' });

describe('appointment changes in the read model', () => {
  it('moves the appointment and fills new places from the waiting list, first number first', async () => {
    const manager = userCaller('manager');
    const { appointmentId, waiting } = await fullAppointment(manager, 2, 3);
    await t.emit(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(appointmentId, 4));
    await eventually(async () => ((await seats(appointmentId)).confirmedCount === 4 ? true : undefined), 10_000, 'promoted');
    expect(await view(appointmentId)).toMatchObject({ maxAttendees: 4, timeFrom: '18:00', date: new Date(inDays(12)) });
    const byId = new Map((await attendancesOf(appointmentId)).map((a) => [a.id, a.status]));
    expect(waiting.map((w) => byId.get(w.id))).toEqual([Confirmed, Confirmed, OnWaitingList]);
    const promoted = (await t.outbox('booking.attendance.promoted')).filter(
      (e) => (e.payload as { appointmentId: string }).appointmentId === appointmentId,
    );
    expect(promoted).toHaveLength(2);
  });

  it('tells the live bookings of a moved appointment once when scheduling asks to, and nobody otherwise', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 1, 2);
    await t.call('PUT', `/api/Attendances/Cancel/${waiting[1]!.id}`, {}, manager);
    const rescheduled = async () =>
      (await t.outbox('booking.attendance.rescheduled'))
        .map(
          (e) => e.payload as { attendanceId: string; appointmentId: string; date: string; previousDate: string; previousTimeFrom: string },
        )
        .filter((p) => p.appointmentId === appointmentId);

    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(appointmentId, 1, inDays(11)));
    expect(await rescheduled()).toEqual([]);
    const moved = { ...updated(appointmentId, 1, inDays(13)), notify: true };
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, moved);
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, moved);
    const told = await rescheduled();
    expect(told.map((p) => p.attendanceId).sort()).toEqual([confirmed[0]!.id, waiting[0]!.id].sort());
    expect(told[0]).toMatchObject({ date: inDays(13), previousDate: inDays(11), previousTimeFrom: '18:00' });
    // Only the capacity changes: nothing to tell even when asked.
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, { ...updated(appointmentId, 3, inDays(13)), notify: true });
    expect(await rescheduled()).toHaveLength(2);
  });

  it('removes nobody when the maximum shrinks below the confirmed bookings', async () => {
    const manager = userCaller('manager');
    const { appointmentId } = await fullAppointment(manager, 3, 1);
    await t.emit(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(appointmentId, 1));
    await eventually(async () => ((await view(appointmentId))?.maxAttendees === 1 ? true : undefined), 10_000, 'moved');
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 3, lastWaitingNumber: 1 });
    expect(await statuses(appointmentId)).toEqual([Confirmed, Confirmed, Confirmed, OnWaitingList]);
  });

  it('creates the row when the change overtakes the creation', async () => {
    const manager = userCaller('manager');
    const p = updated(payloadOf(SchedulingEvents.AppointmentDeleted).appointmentId, 5);
    await t.emit(SchedulingEvents.AppointmentUpdated, manager.companyId, p);
    await eventually(async () => ((await view(p.appointmentId))?.maxAttendees === 5 ? true : undefined), 10_000, 'created');
  });
});

describe('late events of an appointment (retried after a failure while later ones went ahead)', () => {
  // After the fixture's own creation (stamped now).
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('keeps the newer change when an older creation or change is handled after it, and tells nobody of the old time', async () => {
    const manager = userCaller('manager');
    const { appointmentId } = await fullAppointment(manager, 1, 0);
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(appointmentId, 4, inDays(13)), { occurredAt: at(30) });
    const created = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, maxAttendees: 2, date: inDays(12), timeFrom: '10:00' });
    await t.announce(SchedulingEvents.AppointmentCreated, manager.companyId, created, { occurredAt: at(10) });
    const older = { ...updated(appointmentId, 3, inDays(11)), notify: true };
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, older, { occurredAt: at(20) });
    expect(await view(appointmentId)).toMatchObject({ maxAttendees: 4, date: new Date(inDays(13)), timeFrom: '18:00' });
    const told = (await t.outbox('booking.attendance.rescheduled')).filter(
      (e) => (e.payload as { appointmentId: string }).appointmentId === appointmentId,
    );
    expect(told).toEqual([]);
    // A change newer than all of them still applies.
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(appointmentId, 6, inDays(14)), { occurredAt: at(40) });
    expect(await view(appointmentId)).toMatchObject({ maxAttendees: 6, date: new Date(inDays(14)) });
  });

  it('does not bring back an appointment whose deletion was handled before its creation or a change', async () => {
    const manager = userCaller('manager');
    const created = payloadOf(SchedulingEvents.AppointmentCreated, { date: inDays(12) });
    await t.announce(SchedulingEvents.AppointmentDeleted, manager.companyId, { appointmentId: created.appointmentId });
    await t.announce(SchedulingEvents.AppointmentCreated, manager.companyId, created);
    await t.announce(SchedulingEvents.AppointmentUpdated, manager.companyId, updated(created.appointmentId, 5));
    expect(await view(created.appointmentId)).toBeNull();
    const response = await book(manager, created.appointmentId, await attendee(manager.companyId));
    expect(response.statusCode).toBe(404);
  });
});

describe('deleted appointments in the read model', () => {
  it('drops an unbooked appointment', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 5);
    await t.emit(SchedulingEvents.AppointmentDeleted, manager.companyId, { appointmentId });
    await eventually(async () => ((await view(appointmentId)) === null ? true : undefined), 10_000, 'dropped');
  });

  it('cancels a remaining waiting list and keeps the row, marked cancelled', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 0);
    expect((await book(manager, appointmentId, await attendee(manager.companyId))).json()).toMatchObject({ status: OnWaitingList });
    await t.emit(SchedulingEvents.AppointmentDeleted, manager.companyId, { appointmentId });
    await eventually(async () => ((await statuses(appointmentId))[0] === Canceled ? true : undefined), 10_000, 'cancelled');
    expect(await view(appointmentId)).toMatchObject({ isCancelled: true });
  });
});

import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { roomNames } from './room-view.ts';

type Tx = TxClient<Client>;

// What booking holds about one member (decision 0037): bookings (and their place offers), series, visits with the
// bookings they were for, stays in rooms, the check-in code.

const personWhere = (attendeeId: string, userId: string | null) => ({
  OR: [{ attendeeId }, ...(userId ? [{ applicationUserId: userId }] : [])],
});

export async function personRowsOf(tx: Tx, attendeeId: string, userId: string | null) {
  const [attendee, attendances, series, presences, stays, memberCode] = await Promise.all([
    tx.attendeeView.findFirst({ where: { id: attendeeId } }),
    tx.attendance.findMany({ where: { attendeeId }, orderBy: { bookingDate: 'asc' } }),
    tx.attendeeCourse.findMany({ where: { attendeeId }, orderBy: { createdDate: 'asc' } }),
    tx.presence.findMany({
      where: personWhere(attendeeId, userId),
      omit: { isOnline: true },
      include: { attendances: { select: { id: true, attendanceId: true, createdDate: true } } },
      orderBy: { dateEnter: 'asc' },
    }),
    tx.roomPresence.findMany({ where: personWhere(attendeeId, userId), omit: { isOnline: true }, orderBy: { timeEnter: 'asc' } }),
    tx.memberCode.findFirst({ where: { attendeeId } }),
  ]);
  // The room's name says more to the member than its id (a deleted room keeps its name in the read model).
  const rooms = await roomNames(tx, [...new Set(stays.map((s) => s.roomId))]);
  const roomPresences = stays.map((s) => ({ ...s, roomName: rooms.get(s.roomId) ?? null }));
  return { attendee, attendances, series, presences, roomPresences, memberCode };
}

/**
 * Bookings and series stay, so appointments keep their counts, but each row gets a fresh random
 * attendee id that names nobody; series end so no booking is made for it any more. Visits get
 * a random id, the check-in code and the read model row go. A second run finds nothing.
 */
export async function erasePersonRows(tx: Tx, attendeeId: string, userId: string | null): Promise<void> {
  await tx.$executeRaw`UPDATE attendance SET attendee_id = gen_random_uuid(), note = NULL WHERE attendee_id = ${attendeeId}::uuid`;
  // Place offers follow their booking's new id.
  await tx.$executeRaw`
    UPDATE waiting_offer o SET attendee_id = a.attendee_id FROM attendance a
    WHERE o.attendance_id = a.id AND o.attendee_id = ${attendeeId}::uuid`;
  await tx.$executeRaw`
    UPDATE attendee_course SET attendee_id = gen_random_uuid(), cancelled = true, cancelled_date = coalesce(cancelled_date, now())
    WHERE attendee_id = ${attendeeId}::uuid`;
  // A visit needs someone (check constraint): a random id that names nobody; an open one ends; a self check-in's position goes.
  await tx.$executeRaw`
    UPDATE presence SET attendee_id = gen_random_uuid(), application_user_id = NULL, text = NULL, lat = NULL, lng = NULL,
      date_leave = coalesce(date_leave, now())
    WHERE attendee_id = ${attendeeId}::uuid OR application_user_id = ${userId}::uuid`;
  // Stays in rooms name the visit's new nobody and end with it.
  await tx.$executeRaw`
    UPDATE room_presence r SET attendee_id = p.attendee_id, application_user_id = NULL, time_leave = coalesce(r.time_leave, now())
    FROM presence p
    WHERE r.presence_id = p.id AND (r.attendee_id = ${attendeeId}::uuid OR r.application_user_id = ${userId}::uuid)`;
  await tx.memberCode.deleteMany({ where: { attendeeId } });
  await tx.attendeeContactLink.deleteMany({ where: { OR: [{ attendeeId }, { contactAttendeeId: attendeeId }] } });
  await tx.attendeeView.deleteMany({ where: { id: attendeeId } });
  // A place in a series waiting line keeps the line without gaps but names nobody.
  await tx.$executeRaw`UPDATE attendee_course_waiting_position SET attendee_id = gen_random_uuid() WHERE attendee_id = ${attendeeId}::uuid`;
}

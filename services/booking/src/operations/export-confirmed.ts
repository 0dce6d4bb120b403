import { fromDbDate, notFound, toDbDate, type Db } from '@takt/kit';
import type { BodyOf, bookingContracts, UserCaller } from '@takt/proto';
import { attendeePrice } from '../domain/attendee-access.ts';
import { findAttendee } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import { confirmedBetween } from '../store/exports.ts';
import { actsAsStaff } from './cancel-steps.ts';

/** An attendee's confirmed attendances in the range, by date and time, with the price each was booked at. */
export function exportConfirmed(db: Db<Client>, user: UserCaller, body: BodyOf<typeof bookingContracts.exportConfirmed>) {
  return db.tx(async (tx) => {
    const attendee = await findAttendee(tx, body.attendeeId);
    // A member exports only their own; another's id answers as unknown.
    if (!attendee || (!actsAsStaff(user) && attendee.applicationUserId !== user.userId)) throw notFound('Attendee');
    const rows = await confirmedBetween(tx, attendee.id, toDbDate(body.fromDate), toDbDate(body.tillDate));
    return {
      attendeeId: attendee.id,
      attendeeFullName: `${attendee.lastName}, ${attendee.firstName}`,
      fromDate: body.fromDate,
      tillDate: body.tillDate,
      rows: rows.map(({ attendance: a, appointment: p }) => ({
        attendanceId: a.id,
        appointmentId: p.id,
        courseName: p.courseName,
        date: fromDbDate(p.date),
        timeFrom: p.timeFrom,
        timeTill: p.timeTill,
        // The price stored at booking; bookings made before it was stored get the rule's today.
        centCost: a.centCost ?? attendeePrice(p, attendee),
        checkedInDate: a.checkedInDate?.toISOString() ?? null,
      })),
    };
  });
}

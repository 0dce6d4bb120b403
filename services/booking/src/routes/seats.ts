import type { Router } from '@takt/kit';
import { bookingContracts } from '@takt/proto';
import { getSeats } from '../operations/get-seats.ts';
import { fullNameOf } from '../store/attendee-names.ts';
import type { Client } from '../store/client.ts';
import type { AttendeeView } from '../store/generated/client.ts';

export function seatRoutes(r: Router<Client>): void {
  r.handle(bookingContracts.getSeats, ({ params, db }) => getSeats(db, params.appointmentId));

  r.list(bookingContracts.listBookableAttendees, {
    model: (tx) => tx.attendeeView,
    map: (a: AttendeeView) => ({ id: a.id, firstName: a.firstName, lastName: a.lastName, fullName: fullNameOf(a) }),
  });
}

import { localDate, type Router } from '@takt/kit';
import { membershipContracts } from '@takt/proto';
import { createAttendee } from '../operations/create-attendee.ts';
import { getAttendee } from '../operations/get-attendee.ts';
import { attendeesWithMemberships, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto } from './attendee-dto.ts';

export function attendeeRoutes(r: Router<Client>): void {
  r.handle(membershipContracts.createAttendee, ({ body, db }) => createAttendee(db, body));
  r.handle(membershipContracts.getAttendee, async ({ params, db }) =>
    toAttendeeDto(await getAttendee(db, params.id), localDate(new Date())),
  );

  r.list(membershipContracts.listAttendees, {
    model: attendeesWithMemberships,
    map: (row: AttendeeRow) => toAttendeeDto(row, localDate(new Date())),
  });
}

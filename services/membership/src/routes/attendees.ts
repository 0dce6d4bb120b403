import type { Router } from '@takt/kit';
import { membershipContracts as routes } from '@takt/proto';
import { createAttendee } from '../operations/create-attendee.ts';
import { deleteAttendee } from '../operations/delete-attendee.ts';
import { getAttendeeByUser } from '../operations/get-attendee-by-user.ts';
import { getAttendee } from '../operations/get-attendee.ts';
import { updateAttendee } from '../operations/update-attendee.ts';
import { attendeesWithMemberships, withNames, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto } from './attendee-dto.ts';

export function attendeeRoutes(r: Router<Client>): void {
  r.handle(routes.createAttendee, ({ body, db }) => createAttendee(db, body));
  r.handle(routes.getAttendee, async ({ params, db }) => toAttendeeDto(await getAttendee(db, params.id)));
  r.handle(routes.getAttendeeByAttendeeId, async ({ params, db }) => toAttendeeDto(await getAttendee(db, params.id)));
  r.handle(routes.getAttendeeByApplicationUserId, async ({ params, db }) => toAttendeeDto(await getAttendeeByUser(db, params.id)));
  r.handle(routes.updateAttendee, async ({ params, body, db }) => toAttendeeDto(await updateAttendee(db, params.id, body)));
  r.handle(routes.deleteAttendee, ({ params, db }) => deleteAttendee(db, params.id));

  r.list(routes.listAttendees, {
    model: attendeesWithMemberships,
    enrich: (tx, rows: AttendeeRow[]) => withNames(tx, rows),
    map: (row) => toAttendeeDto(row),
  });
}

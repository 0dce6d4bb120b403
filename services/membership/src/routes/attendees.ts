import { localDate, type ODataResource, type Router } from '@takt/kit';
import { membershipRoutes } from '@takt/proto';
import { createAttendee } from '../operations/create-attendee.ts';
import { getAttendee } from '../operations/get-attendee.ts';
import { attendeesWithMemberships, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto } from './attendee-dto.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    userName: { type: 'string' },
    memberNumber: { type: 'string' },
    mainLocationId: { type: 'uuid' },
    birthday: { type: 'date' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: (isOnline desc,) active desc, lastName, firstName; presence is not kept here.
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
};

export function attendeeRoutes(r: Router<Client>): void {
  r.handle(membershipRoutes.createAttendee, ({ body, db }) => createAttendee(db, body));
  r.handle(membershipRoutes.getAttendee, async ({ params, db }) => toAttendeeDto(await getAttendee(db, params.id), localDate(new Date())));

  r.list(membershipRoutes.listAttendees, {
    resource,
    model: attendeesWithMemberships,
    map: (row: AttendeeRow) => toAttendeeDto(row, localDate(new Date())),
  });
}

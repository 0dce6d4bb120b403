import { localDate, type Router } from '@takt/kit';
import { membershipContracts as routes } from '@takt/proto';
import { exportAttendees } from '../operations/export-attendees.ts';
import { attendeeIdsBookedOn } from '../store/attendee-bookings.ts';
import { attendeesInDepartments, byParams, interestedAt, members, withoutMembership, withRoles } from '../store/attendee-filters.ts';
import { attendeesWithMemberships, distinctAppUsers, withNames, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto } from './attendee-dto.ts';

const shaped = {
  enrich: (tx: Parameters<typeof withNames>[0], rows: AttendeeRow[]) => withNames(tx, rows),
  map: (row: Awaited<ReturnType<typeof withNames>>[number]) => toAttendeeDto(row),
};

// Spec section 7's attendee lists: each a `where` over the one attendee list.
export function attendeeListRoutes(r: Router<Client>): void {
  r.list(routes.listAttendeesByParams, {
    model: attendeesWithMemberships,
    where: async ({ query }, tx) =>
      byParams({ ...query, departmentAttendeeIds: await attendeesInDepartments(tx, query.departmentIds), today: localDate() }),
    ...shaped,
  });
  r.list(routes.listInterested, {
    model: attendeesWithMemberships,
    where: async ({ query }, tx) =>
      interestedAt({ locationId: query.locationId, departmentAttendeeIds: await attendeesInDepartments(tx, query.departmentIds) }),
    ...shaped,
  });
  r.list(routes.listAttendeesWithoutMembership, {
    model: attendeesWithMemberships,
    where: async ({ query }, tx) =>
      withoutMembership(
        { locationId: query.locationId, departmentAttendeeIds: await attendeesInDepartments(tx, query.departmentIds) },
        localDate(),
      ),
    ...shaped,
  });
  r.list(routes.listDistinctAppUsers, { model: distinctAppUsers, where: () => members, ...shaped });
  r.list(routes.listAttendeesAndInterested, {
    model: attendeesWithMemberships,
    where: ({ query }) => withRoles(query.locationId, query.attendeeRoleIds),
    ...shaped,
  });
  r.list(routes.listAttendeesByAppointment, {
    model: attendeesWithMemberships,
    where: async ({ params }, tx) => ({ id: { in: await attendeeIdsBookedOn(tx, params.appointmentId) } }),
    ...shaped,
  });
  r.handle(routes.exportAttendees, ({ body, db }) => exportAttendees(db, body));
}

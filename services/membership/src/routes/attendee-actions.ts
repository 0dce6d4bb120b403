import type { Router } from '@takt/kit';
import { membershipContracts as routes } from '@takt/proto';
import { addInterested } from '../operations/add-interested.ts';
import { addMembership } from '../operations/add-membership.ts';
import { checkFutureBookings } from '../operations/check-future-bookings.ts';
import { isUniqueMemberNumber } from '../operations/check-member-number.ts';
import { deleteAttendee } from '../operations/delete-attendee.ts';
import { endMembership } from '../operations/end-membership.ts';
import { getNextMemberNumber } from '../operations/get-next-member-number.ts';
import { updateInterested } from '../operations/update-interested.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto, toMembershipDto } from './attendee-dto.ts';

// Member numbers, bookings check, memberships and interested persons.
export function attendeeActionRoutes(r: Router<Client>): void {
  r.handle(routes.checkFutureBookings, ({ params, db }) => checkFutureBookings(db, params.id));
  r.handle(routes.getNextMemberNumber, ({ db }) => getNextMemberNumber(db));
  r.handle(routes.isUniqueMemberNumber, ({ params, query, db }) => isUniqueMemberNumber(db, params.number, query.id));
  r.handle(routes.addMembership, async ({ params, body, db }) => toMembershipDto(await addMembership(db, params.id, body)));
  r.handle(routes.endMembership, async ({ params, body, db }) =>
    toMembershipDto(await endMembership(db, params.id, params.membershipId, body.tillDate)),
  );

  r.handle(routes.addInterested, ({ params, body, db }) => addInterested(db, params.locationId, body));
  r.handle(routes.updateInterested, async ({ params, body, db, user }) => toAttendeeDto(await updateInterested(db, user, params.id, body)));
  r.handle(routes.deleteInterested, ({ params, db }) => deleteAttendee(db, params.id, 'interested'));
}

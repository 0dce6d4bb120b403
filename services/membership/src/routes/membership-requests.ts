import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts as routes, MembershipRequest } from '@takt/proto';
import { fullName } from '../domain/attendee.ts';
import { membershipTypeNames } from '../domain/membership-request.ts';
import { countOpenMembershipRequests } from '../operations/count-open-membership-requests.ts';
import { createMembershipRequest } from '../operations/create-membership-request.ts';
import { decideMembershipRequests } from '../operations/decide-membership-requests.ts';
import { deleteMembershipRequest } from '../operations/delete-membership-request.ts';
import { getTerminationDate } from '../operations/get-termination-date.ts';
import { updateMembershipRequest } from '../operations/update-membership-request.ts';
import type { Client } from '../store/client.ts';
import { requestsWithMember, type MembershipRequestRow } from '../store/membership-requests.ts';

const toDto = dtoOf(MembershipRequest, (r: MembershipRequestRow) => ({
  memberNumber: r.attendee.memberNumber ?? undefined,
  memberFullName: fullName(r.attendee.firstName, r.attendee.lastName),
  memberPhone: r.attendee.phone ?? undefined,
  membershipTypeNames: membershipTypeNames(r.attendee.memberships.map((m) => m.membershipType.name)),
  // A deleted member keeps their requests (soft delete); the list says so.
  isMemberDeleted: r.attendee.deletedDate != null,
}));

const list = { model: requestsWithMember, map: toDto };

export function membershipRequestRoutes(r: Router<Client>): void {
  r.list(routes.listMembershipRequests, list);
  r.list(routes.listMembershipRequestsInLocation, { ...list, where: ({ params }) => ({ locationId: params.locationId }) });
  r.list(routes.listMembershipRequestsInDepartment, { ...list, where: ({ params }) => ({ departmentId: params.departmentId }) });
  r.handle(routes.countOpenMembershipRequests, ({ db }) => countOpenMembershipRequests(db));
  r.handle(routes.getTerminationDate, ({ query, db }) => getTerminationDate(db, query.wishedDate));
  r.handle(routes.createMembershipRequest, ({ body, db, user }) => createMembershipRequest(db, user, body));
  r.handle(routes.updateMembershipRequest, async ({ params, body, db, user }) =>
    toDto(await updateMembershipRequest(db, user, params.id, body)),
  );
  r.handle(routes.updateMembershipRequestStatus, ({ body, db, user }) => decideMembershipRequests(db, user, body));
  r.handle(routes.deleteMembershipRequest, ({ params, db }) => deleteMembershipRequest(db, params.id));
}

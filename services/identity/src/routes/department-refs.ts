import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { getDepartmentRefs } from '../operations/get-department-refs.ts';
import { replaceDepartmentRefs } from '../operations/replace-department-refs.ts';
import type { Client } from '../store/client.ts';

/** Links of departments to users, courses, locations and attendees (spec section 7, People). */
export function departmentRefRoutes(r: Router<Client>): void {
  r.handle(routes.addDepartmentRefs, ({ body, db }) => replaceDepartmentRefs(db, body));

  const byOwner = [
    [routes.getDepartmentRefsByUser, 'userId'],
    [routes.getDepartmentRefsByCourse, 'courseId'],
    [routes.getDepartmentRefsByLocation, 'locationId'],
    [routes.getDepartmentRefsByAttendee, 'attendeeId'],
  ] as const;
  for (const [contract, owner] of byOwner) {
    r.handle(contract, ({ params, db }) => getDepartmentRefs(db, owner, params.id));
  }
}

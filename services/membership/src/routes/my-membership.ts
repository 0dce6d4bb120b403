import type { Router } from '@takt/kit';
import { membershipContracts as routes } from '@takt/proto';
import { getMyMembership } from '../operations/get-my-membership.ts';
import type { Client } from '../store/client.ts';

export function myMembershipRoutes(r: Router<Client>): void {
  r.handle(routes.getMyMembership, ({ db, user }) => getMyMembership(db, user));
}

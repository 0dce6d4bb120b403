import { fail, notFound, type Db } from '@takt/kit';
import { ErrorCode, type BodyOf, type membershipContracts, type UserCaller } from '@takt/proto';
import { decidedAlready } from '../domain/membership-request.ts';
import type { Client } from '../store/client.ts';
import { decideRequests, requestsByIds } from '../store/membership-requests.ts';

type Input = BodyOf<typeof membershipContracts.updateMembershipRequestStatus>;

/** Marks open requests Done or Rejected, recording who and when; all of them or none. */
export function decideMembershipRequests(db: Db<Client>, user: UserCaller, input: Input): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)];
  return db.tx(async (tx) => {
    const found = await requestsByIds(tx, ids);
    if (found.length !== ids.length) throw notFound('Membership request');
    const decided = decidedAlready(found);
    if (decided.length) throw fail(ErrorCode.RequestNotOpen, undefined, { ids: decided });
    return { updated: await decideRequests(tx, ids, input.status, user.userId) };
  });
}

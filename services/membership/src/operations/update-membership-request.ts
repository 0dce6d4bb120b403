import { fail, validationFailed, type Db } from '@takt/kit';
import { ErrorCode, MembershipRequestStatus, type BodyOf, type membershipContracts, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findMembershipType } from '../store/membership-types.ts';
import { updateRequestRow, type MembershipRequestRow } from '../store/membership-requests.ts';
import { requireRequest } from './membership-request-steps.ts';

type Input = BodyOf<typeof membershipContracts.updateMembershipRequest>;

/** Staff correct an open request (who and when recorded); a decided one stays as decided. */
export function updateMembershipRequest(db: Db<Client>, user: UserCaller, id: string, input: Input): Promise<MembershipRequestRow> {
  return db.tx(async (tx) => {
    const request = await requireRequest(tx, id);
    if (request.status !== MembershipRequestStatus.Open) throw fail(ErrorCode.RequestNotOpen, undefined, { ids: [id] });
    if (input.membershipTypeId && !(await findMembershipType(tx, input.membershipTypeId))) {
      throw validationFailed([{ field: 'membershipTypeId', message: 'unknown membership type' }]);
    }
    return updateRequestRow(tx, id, input, user.userId);
  });
}

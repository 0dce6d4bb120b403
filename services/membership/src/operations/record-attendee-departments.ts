import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import { replaceAttendeeDepartments } from '../store/attendee-departments.ts';
import type { Client } from '../store/client.ts';

/** Keeps identity's department refs of an attendee (other owners are not membership's); a replace, so a redelivery changes nothing. */
export async function recordAttendeeDepartments(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.DepartmentRefsReplaced>,
): Promise<void> {
  if (p.owner === 'attendeeId') await replaceAttendeeDepartments(tx, p.ownerId, p.departmentIds);
}

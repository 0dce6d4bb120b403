import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** Membership keeps which departments an attendee is in (its lists filter by them). */
export async function publishAttendeeDepartments(
  tx: TxClient<Client>,
  attendeeId: string,
  refs: readonly { departmentId: string; name: string }[],
): Promise<void> {
  await publishEvent(tx, IdentityEvents.AttendeeDepartmentsSet, {
    attendeeId,
    departments: refs.map((r) => ({ departmentId: r.departmentId, name: r.name })),
  });
}

import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import { replaceAttendeeDepartments } from '../store/attendee-departments.ts';
import type { Client } from '../store/client.ts';

/** Keeps identity's department refs of an attendee; a replace, so a redelivery changes nothing. */
export function recordAttendeeDepartments(tx: TxClient<Client>, p: PayloadOf<typeof IdentityEvents.AttendeeDepartmentsSet>): Promise<void> {
  return replaceAttendeeDepartments(tx, p.attendeeId, p.departments);
}

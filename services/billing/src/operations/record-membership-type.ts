import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertMembershipTypeView } from '../store/read-model.ts';

/** Keeps what a membership type costs, so runs bill its fee. */
export function recordMembershipType(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.MembershipTypeSaved>): Promise<void> {
  return upsertMembershipTypeView(tx, p);
}

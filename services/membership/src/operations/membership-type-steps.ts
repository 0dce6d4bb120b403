import { notFound, type TxClient } from '@takt/kit';
import { publishMembershipTypeSaved } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import { discountsOf } from '../store/cost-discounts.ts';
import type { MembershipType } from '../store/generated/client.ts';
import { costOverridesOf, findMembershipType } from '../store/membership-types.ts';

export async function requireMembershipType(tx: TxClient<Client>, id: string): Promise<MembershipType> {
  const row = await findMembershipType(tx, id);
  if (!row) throw notFound('Membership type');
  return row;
}

/** Announces the type as it now is, with its cost per member status and its discounts. */
export async function announceMembershipType(tx: TxClient<Client>, type: MembershipType): Promise<void> {
  await publishMembershipTypeSaved(tx, type, await costOverridesOf(tx, type.id), await discountsOf(tx, type.id));
}

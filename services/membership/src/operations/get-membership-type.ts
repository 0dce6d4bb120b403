import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { withDiscounts, type MembershipTypeRow } from '../store/membership-type-rows.ts';
import { requireMembershipType } from './membership-type-steps.ts';

export const getMembershipType = (db: Db<Client>, id: string): Promise<MembershipTypeRow> =>
  db.tx(async (tx) => (await withDiscounts(tx, [await requireMembershipType(tx, id)]))[0]!);

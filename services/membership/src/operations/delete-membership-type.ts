import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishMembershipTypeDeleted } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import { deleteDiscountsOf } from '../store/cost-discounts.ts';
import { deleteMembershipTypeRow, membershipsOfType } from '../store/membership-types.ts';
import { deleteLinksOfParent } from '../store/reference-links.ts';
import { requireMembershipType } from './membership-type-steps.ts';

/** A type attendees hold (or held: memberships are history) stays (in_use); overrides, tariff costs, discounts and links go with it. */
export async function deleteMembershipType(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireMembershipType(tx, id);
    const memberships = await membershipsOfType(tx, id);
    if (memberships > 0) throw fail(ErrorCode.InUse, 'Attendees hold this membership type', { memberships });
    await deleteMembershipTypeRow(tx, id);
    await deleteDiscountsOf(tx, id);
    await deleteLinksOfParent(tx, id);
    await publishMembershipTypeDeleted(tx, id);
  });
  return { ok: true };
}

import { fail, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { publishCostDeleted } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import { deleteDiscountsOf } from '../store/cost-discounts.ts';
import { linksNaming } from '../store/reference-links.ts';
import { attendeesWithStatus, deleteReferenceRow, overridesNaming } from '../store/references.ts';
import { assertMayWrite, requireReference, tableOf } from './reference-steps.ts';

/** An entry that is linked, or a member status attendees hold or membership types price, stays (in_use); a cost's discounts go with it. */
export async function deleteReference(db: Db<Client>, user: UserCaller, tableName: string, id: string): Promise<{ ok: true }> {
  const table = tableOf(tableName);
  assertMayWrite(user, table, 'CreateDelete');
  await db.tx(async (tx) => {
    await requireReference(tx, table, id);
    const overrides = table === 'MemberStatus' ? await overridesNaming(tx, id) : 0;
    const attendees = table === 'MemberStatus' ? await attendeesWithStatus(tx, id) : 0;
    const links = await linksNaming(tx, id);
    if (overrides + attendees + links > 0)
      throw fail(ErrorCode.InUse, 'The entry is held, linked or priced', { overrides, attendees, links });
    await deleteReferenceRow(tx, id);
    if (table === 'Cost') {
      await deleteDiscountsOf(tx, id);
      await publishCostDeleted(tx, id);
    }
  });
  return { ok: true };
}

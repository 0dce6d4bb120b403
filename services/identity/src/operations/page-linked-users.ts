import type { Db, ODataQuery, TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Prisma } from '../store/generated/client.ts';
import { kindWhere } from '../store/user-lists.ts';
import type { UserKind } from '../store/users.ts';

/** One OData page of a kind's users whose ids `idsOf` finds (404 inside it for an unknown parent). */
export function pageLinkedUsers(
  db: Db<Client>,
  q: ODataQuery,
  kind: UserKind,
  includeTrainers: boolean,
  idsOf: (tx: TxClient<Client>) => Promise<string[]>,
) {
  return db.tx(async (tx) => {
    const where: Prisma.UserWhereInput = {
      AND: [q.where as Prisma.UserWhereInput, kindWhere(kind, includeTrainers), { id: { in: await idsOf(tx) } }],
    };
    const rows = await tx.user.findMany({
      where,
      orderBy: q.orderBy as Prisma.UserOrderByWithRelationInput[],
      take: q.take,
      skip: q.skip,
    });
    return { rows, count: q.count ? await tx.user.count({ where }) : undefined };
  }, 'RepeatableRead');
}

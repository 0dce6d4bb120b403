import type { Db } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import { fullName } from '../domain/user-rules.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { kindWhere, USER_ORDER } from '../store/user-lists.ts';

/** Public: the active trainers of the company named (its tenant only), names only. */
export function getPublicTrainers(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, async (tx) => {
    const rows = await tx.user.findMany({
      where: { AND: [kindWhere('trainer'), { active: true }] },
      orderBy: USER_ORDER,
      take: NON_PAGED_LIMIT,
      select: { id: true, firstName: true, lastName: true },
    });
    return rows.map((u) => ({ id: u.id, fullName: fullName(u) }));
  });
}

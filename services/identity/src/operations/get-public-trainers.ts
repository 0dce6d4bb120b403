import type { Db } from '@takt/kit';
import { fullName } from '../domain/user-rules.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './company-steps.ts';
import { activeTrainerNames } from '../store/user-lists.ts';

/** Public: the active trainers of the company named (its tenant only), names only. */
export function getPublicTrainers(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, async (tx) => (await activeTrainerNames(tx)).map((u) => ({ id: u.id, fullName: fullName(u) })));
}

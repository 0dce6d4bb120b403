import type { Db } from '@takt/kit';
import type { RegistrationReport, RegistrationReportRequest } from '@takt/proto';
import { registrationReport } from '../domain/registration-report.ts';
import { availabilityRules } from '../store/availability-facts.ts';
import type { Client } from '../store/client.ts';
import { namesByKey } from '../store/dimension-names.ts';
import { registrationGroups, reportTrainerIds, trainerSlots } from '../store/registration-facts.ts';

/** Reports/Fill: the registration count report over the read model (decision 0063); `allTrainers` on one page (the export). */
export async function fillReport(db: Db<Client>, q: RegistrationReportRequest, allTrainers = false): Promise<RegistrationReport> {
  return db.tx(async (tx) => {
    const trainerIds = q.trainerIds?.length ? [...new Set(q.trainerIds)] : await reportTrainerIds(tx, q);
    const names = await namesByKey(tx);
    const trainerNames = new Map(trainerIds.map((id) => [id, names.get(`Trainer:${id}`) ?? id]));
    const slots = await trainerSlots(tx, q.start, q.end, trainerIds);
    const pageSize = allTrainers ? Math.max(1, trainerIds.length) : undefined;
    return registrationReport(
      allTrainers ? { ...q, page: 1 } : q,
      await registrationGroups(tx, q),
      slots,
      await availabilityRules(tx, q.start, q.end, trainerIds),
      trainerIds,
      trainerNames,
      pageSize,
    );
  });
}

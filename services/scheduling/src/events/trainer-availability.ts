import { fromDbDate, publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { TrainerAvailability } from '../store/generated/client.ts';

const facts = (a: TrainerAvailability) => ({
  availabilityId: a.id,
  trainerId: a.trainerId,
  type: a.type,
  allDay: a.allDay,
  dateFrom: fromDbDate(a.dateFrom),
  dateTill: fromDbDate(a.dateTill),
  timeFrom: a.timeFrom,
  timeTill: a.timeTill,
  period: a.period,
  eachOnDay: a.eachOnDay,
  periodValues: a.periodValues,
});

/** An availability or absence as it is now; `companyId` where no tenant is set (the backfill). */
export async function publishAvailabilitySaved(tx: unknown, a: TrainerAvailability, companyId?: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.TrainerAvailabilitySaved, facts(a), companyId);
}

export async function publishAvailabilityDeleted(tx: unknown, availabilityId: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.TrainerAvailabilityDeleted, { availabilityId });
}

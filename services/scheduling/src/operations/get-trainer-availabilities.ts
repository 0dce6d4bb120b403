import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { availabilitiesOf } from '../store/availabilities.ts';
import type { TrainerAvailability } from '../store/generated/client.ts';
import { trainerNames } from '../store/trainer-view.ts';

/** A trainer of another company (or none) answers 404, like any foreign id. */
export function getTrainerAvailabilities(db: Db<Client>, trainerId: string): Promise<TrainerAvailability[]> {
  return db.tx(async (tx) => {
    if (!(await trainerNames(tx, [trainerId])).has(trainerId)) throw notFound('Trainer');
    return availabilitiesOf(tx, [trainerId]);
  });
}

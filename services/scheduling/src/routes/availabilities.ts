import { dtoOf, type Router } from '@takt/kit';
import { Availability as AvailabilityDto, schedulingContracts as routes } from '@takt/proto';
import { createAvailability } from '../operations/create-availability.ts';
import { deleteAvailability } from '../operations/delete-availability.ts';
import { getTrainerAvailabilities } from '../operations/get-trainer-availabilities.ts';
import { updateAvailability } from '../operations/update-availability.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(AvailabilityDto);

export function availabilityRoutes(r: Router<Client>): void {
  r.handle(routes.getTrainerAvailabilities, async ({ params, db }) => (await getTrainerAvailabilities(db, params.id)).map(toDto));
  r.handle(routes.createAvailability, ({ body, db, user }) => createAvailability(db, user, body));
  r.handle(routes.updateAvailability, async ({ params, body, db }) => toDto(await updateAvailability(db, params.id, body)));
  r.handle(routes.deleteAvailability, ({ params, db }) => deleteAvailability(db, params.id));
}

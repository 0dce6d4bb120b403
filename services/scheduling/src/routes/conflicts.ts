import { dtoOf, type Router } from '@takt/kit';
import { AppointmentWithConflicts, schedulingContracts as routes } from '@takt/proto';
import { getAppointmentsWithConflicts } from '../operations/get-appointments-with-conflicts.ts';
import { getOneRoomAndTrainerAvailability, getRoomAndTrainerAvailabilities } from '../operations/get-room-and-trainer-availabilities.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(AppointmentWithConflicts, (a: { bookedCount: number }) => ({ countOfAttendancesForTheDate: a.bookedCount }));

export function conflictRoutes(r: Router<Client>): void {
  r.handle(routes.getAppointmentsWithConflicts, async ({ query, db }) =>
    (await getAppointmentsWithConflicts(db, query.clientLocalDateTime, query.locationId, query.departmentId)).map(toDto),
  );
  r.handle(routes.getRoomAndTrainerAvailabilities, ({ params, db }) => getOneRoomAndTrainerAvailability(db, params.id));
  r.handle(routes.getRoomAndTrainerAvailabilitiesByAppointmentIds, ({ body, db }) =>
    getRoomAndTrainerAvailabilities(db, body.appointmentIds),
  );
}

import type { Router } from '@takt/kit';
import { bookingContracts as c } from '@takt/proto';
import { addPresenceAttendances } from '../operations/add-presence-attendances.ts';
import { deletePresenceAttendance } from '../operations/delete-presence-attendance.ts';
import { getPresenceAttendance } from '../operations/get-presence-attendance.ts';
import { updatePresenceAttendance } from '../operations/update-presence-attendance.ts';
import type { Client } from '../store/client.ts';
import { linkDto } from '../store/presence-attendances.ts';

export function presenceAttendanceRoutes(r: Router<Client>): void {
  r.handle(c.getPresenceAttendance, async ({ params, db }) => linkDto(await getPresenceAttendance(db, params.id)));
  r.handle(c.addPresenceAttendance, async ({ body, db }) =>
    linkDto((await addPresenceAttendances(db, body.presenceId, [body.attendancesId], 'attendancesId'))[0]!),
  );
  r.handle(c.addPresenceAttendances, async ({ body, db }) =>
    (await addPresenceAttendances(db, body.presenceId, body.attendances)).map(linkDto),
  );
  r.handle(c.updatePresenceAttendance, async ({ params, body, db }) => linkDto(await updatePresenceAttendance(db, params.id, body)));
  r.handle(c.deletePresenceAttendance, async ({ params, db }) => linkDto(await deletePresenceAttendance(db, params.id)));
  r.list(c.listPresenceAttendances, { model: (tx) => tx.presenceAttendance, map: linkDto });
}

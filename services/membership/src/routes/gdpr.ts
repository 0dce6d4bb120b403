import type { Router } from '@takt/kit';
import { membershipContracts as routes } from '@takt/proto';
import { eraseAttendee } from '../operations/erase-attendee.ts';
import { getDataExport } from '../operations/get-data-export.ts';
import { startDataExport } from '../operations/start-data-export.ts';
import type { Client } from '../store/client.ts';

// A member's data export and erasure (decision 0037).
export function gdprRoutes(r: Router<Client>): void {
  r.handle(routes.getDataExport, ({ params, db }) => getDataExport(db, params.exportId));
  r.handle(routes.startDataExport, ({ params, db, user }) => startDataExport(db, user, params.id));
  r.handle(routes.eraseAttendee, ({ params, db, user }) => eraseAttendee(db, user, params.id));
}

import { dtoOf, type Router } from '@takt/kit';
import { bookingContracts as c, WaitingPosition } from '@takt/proto';
import { addWaitingPositions } from '../operations/add-waiting-positions.ts';
import { deleteWaitingPosition } from '../operations/delete-waiting-position.ts';
import { moveWaitingPosition } from '../operations/move-waiting-position.ts';
import type { Client } from '../store/client.ts';
import type { AttendeeCourseWaitingPosition } from '../store/generated/client.ts';
import { withWaitingNames } from '../store/waiting-positions.ts';

const toDto = dtoOf(WaitingPosition);

export function waitingPositionRoutes(r: Router<Client>): void {
  r.handle(c.addWaitingPosition, async ({ body, db, user }) => toDto((await addWaitingPositions(db, user, [body]))[0]!));
  r.handle(c.addWaitingPositions, async ({ body, db, user }) =>
    (await addWaitingPositions(db, user, body.attendeeCourseWaitingPositions)).map(toDto),
  );
  r.handle(c.moveWaitingPosition, async ({ params, body, db }) => toDto(await moveWaitingPosition(db, params.id, body.position)));
  r.handle(c.deleteWaitingPosition, async ({ params, db }) => toDto(await deleteWaitingPosition(db, params.id)));
  r.list(c.listWaitingPositions, {
    model: (tx) => tx.attendeeCourseWaitingPosition,
    enrich: (tx, rows: AttendeeCourseWaitingPosition[]) => withWaitingNames(tx, rows),
    map: toDto,
  });
}

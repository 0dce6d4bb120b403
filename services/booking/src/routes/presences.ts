import { dtoOf, type Router } from '@takt/kit';
import { Presence, bookingContracts as c } from '@takt/proto';
import { correctPresence } from '../operations/correct-presence.ts';
import { countOnline } from '../operations/count-online.ts';
import { deletePresence } from '../operations/delete-presence.ts';
import { enterPresence } from '../operations/enter-presence.ts';
import { getAllPresences, getPresence } from '../operations/get-presence.ts';
import { leaveByAttendances, leavePresence, presenceLastState } from '../operations/leave-presence.ts';
import { recordPresence } from '../operations/record-presence.ts';
import type { Client } from '../store/client.ts';
import type { Presence as PresenceModel } from '../store/generated/client.ts';
import { visitedForTrainer } from '../store/presence-records.ts';
import { withPresenceDetails, type PresenceRow } from '../store/presences.ts';

const toDto = dtoOf(Presence);
const lastStateDto = (s: { isOnline: boolean; presence: PresenceRow | null }) => ({
  isOnline: s.isOnline,
  presence: s.presence && toDto(s.presence),
});

export function presenceRoutes(r: Router<Client>): void {
  r.handle(c.enterPresence, async ({ body, db, user }) => toDto(await enterPresence(db, user, body)));
  r.handle(c.leavePresence, async ({ body, db, user }) => toDto(await leavePresence(db, user, body)));
  r.handle(c.leavePresencesByAttendances, ({ body, db }) => leaveByAttendances(db, body.attendanceIds));
  r.handle(c.presenceLastState, async ({ body, db, user }) => lastStateDto(await presenceLastState(db, user, body)));
  r.handle(c.countOnline, ({ body, db }) => countOnline(db, body));
  r.handle(c.getPresence, async ({ params, db }) => toDto(await getPresence(db, params.id)));
  r.handle(c.getAllPresences, async ({ query, db }) => (await getAllPresences(db, query)).map(toDto));
  r.handle(c.createPresence, async ({ body, db, user }) => toDto(await recordPresence(db, user, body)));
  r.handle(c.updatePresence, async ({ params, body, db }) => toDto(await correctPresence(db, params.id, body)));
  r.handle(c.deletePresence, async ({ params, db }) => toDto(await deletePresence(db, params.id)));
  const list = {
    model: (tx: Parameters<typeof withPresenceDetails>[0]) => tx.presence,
    enrich: (tx: Parameters<typeof withPresenceDetails>[0], rows: PresenceModel[]) => withPresenceDetails(tx, rows),
    map: toDto,
  };
  r.list(c.listPresences, list);
  r.list(c.listPresencesByTrainer, { ...list, where: ({ params }, tx) => visitedForTrainer(tx, params.trainerId) });
}

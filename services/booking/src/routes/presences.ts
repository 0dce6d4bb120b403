import { dtoOf, type Router } from '@takt/kit';
import { Presence, bookingContracts as c } from '@takt/proto';
import { countOnline } from '../operations/count-online.ts';
import { enterPresence } from '../operations/enter-presence.ts';
import { leaveByAttendances, leavePresence, presenceLastState } from '../operations/leave-presence.ts';
import type { Client } from '../store/client.ts';
import type { Presence as PresenceModel } from '../store/generated/client.ts';
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
  r.list(c.listPresences, {
    model: (tx) => tx.presence,
    enrich: (tx, rows: PresenceModel[]) => withPresenceDetails(tx, rows),
    map: toDto,
  });
}

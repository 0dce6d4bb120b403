import type { Envelope, EventDef, PayloadOf } from '@takt/proto';
import type { TxClient } from '../db/tenant-db.ts';

// What a service declares about the events it consumes; events/inbox.ts delivers them.

export const MAX_DELIVERIES = 5;
/** Deliveries of an event that waits for another (`NotYet`): about two and a half minutes at 10 s apart. */
export const MAX_WAITS = 20;

/**
 * Thrown by a handler whose event depends on one not handled yet (a change of an appointment this
 * service has not heard of): retried for longer than a failure before it is parked, since the
 * other event's consumer may lag behind under load.
 */
export class NotYet extends Error {}

/** A handler may answer work to do once its effect has committed (e.g. a real-time notice). */
export type AfterCommit = () => Promise<void>;

export interface Consumer<C> {
  event: EventDef;
  handle(tx: TxClient<C>, payload: unknown, envelope: Envelope): Promise<AfterCommit | void>;
  /** Set for a consumer made with `onSql`: its effect runs as one statement, `handle` is not used. */
  sql?: SqlEffect<unknown>;
}

/**
 * An effect that is ONE SQL statement for a whole batch of events, sent with the batch's inbox rows
 * as one statement in one round trip, without Prisma (decision 0074): for the consumers every
 * booking of a rush reaches. The statements read the batch's fresh events as `ev`, with the
 * columns `event_id`, `n` (the arrival order) and `columns`; the tenant is the batch's
 * (`current_setting('app.company_id')`, row-level security on).
 */
export interface SqlEffect<P> {
  /** The columns of `ev` besides event_id and n, with their types, e.g. `attendance_id uuid, date date`. Code, never input. */
  columns: string;
  /** One event's values of `columns`, by column name. */
  row(payload: P, envelope: Envelope): Record<string, unknown>;
  /** The statements over `ev`, e.g. `INSERT … SELECT … FROM ev ON CONFLICT …`; all see the same snapshot. Code, never input. */
  statements: readonly string[];
}

/**
 * Binds a service's client type once, so a consumer names its event once and gets its payload type
 * from it: `const { on } = consumersOf<Client>();` then `on(Event, (tx, payload) => …)`. The effect
 * runs in the event's tenant.
 */
export function consumersOf<C>() {
  return {
    on<E extends EventDef>(
      event: E,
      handle: (tx: TxClient<C>, payload: PayloadOf<E>, envelope: Envelope) => Promise<AfterCommit | void>,
    ): Consumer<C> {
      return { event, handle: handle as Consumer<C>['handle'] };
    },
    onSql<E extends EventDef>(event: E, effect: SqlEffect<PayloadOf<E>>): Consumer<C> {
      const handle = () => Promise.reject(new Error(`${event.subject}: an onSql consumer runs its statement`));
      return { event, handle, sql: effect as SqlEffect<unknown> };
    },
  };
}

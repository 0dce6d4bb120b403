import type { EventDef, PayloadOf } from '@takt/proto';

/** A test payload builder per event subject; the event names the payload type. */
export type Builders = Record<string, () => unknown>;
export const builder = <E extends EventDef>(_def: E, build: () => PayloadOf<E>) => build;

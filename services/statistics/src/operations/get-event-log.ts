import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { eventLogOf } from '../store/event-log.ts';

export function getEventLog(db: Db<Client>, entityType: string, entityId: string) {
  return db.tx((tx) => eventLogOf(tx, entityType, entityId));
}

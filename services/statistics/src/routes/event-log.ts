import type { Router } from '@takt/kit';
import { statisticsContracts } from '@takt/proto';
import { displayTextOf } from '../domain/event-log-text.ts';
import { getEventLog } from '../operations/get-event-log.ts';
import type { Client } from '../store/client.ts';
import type { EventLogEntry } from '../store/generated/client.ts';

function toDto(row: EventLogEntry) {
  const changes = row.changes as Record<string, { from: unknown; to: unknown }>;
  return {
    id: row.id,
    dateTime: row.dateTime.toISOString(),
    action: row.action,
    executedByName: row.executedByName,
    displayText: displayTextOf(changes),
    parsedData: changes,
  };
}

export function eventLogRoutes(r: Router<Client>): void {
  r.handle(statisticsContracts.getEventLog, async ({ params, db }) =>
    (await getEventLog(db, params.entityType, params.entityId)).map(toDto),
  );
}

import { dtoOf, type Router } from '@takt/kit';
import { EventLogEntry as EventLogEntryDto, statisticsContracts } from '@takt/proto';
import { displayTextOf } from '../domain/event-log-text.ts';
import { getEventLog } from '../operations/get-event-log.ts';
import type { Client } from '../store/client.ts';
import type { EventLogEntry } from '../store/generated/client.ts';

const toDto = dtoOf(EventLogEntryDto, (row: EventLogEntry) => {
  const changes = row.changes as Record<string, { from: unknown; to: unknown }>;
  return { displayText: displayTextOf(changes), parsedData: changes };
});

export function eventLogRoutes(r: Router<Client>): void {
  r.handle(statisticsContracts.getEventLog, async ({ params, db }) =>
    (await getEventLog(db, params.entityType, params.entityId)).map(toDto),
  );
}

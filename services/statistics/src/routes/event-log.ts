import type { Router } from '@takt/kit';
import { statisticsRoutes } from '@takt/proto';
import { displayTextOf } from '../domain/event-log-text.ts';
import type { Client } from '../store/client.ts';

export function eventLogRoutes(r: Router<Client>): void {
  r.handle(statisticsRoutes.getEventLog, async ({ params, db }) => {
    const rows = await db.tx((tx) =>
      tx.eventLogEntry.findMany({
        where: { entityType: { equals: params.entityType, mode: 'insensitive' }, entityId: params.entityId },
        orderBy: { dateTime: 'desc' },
        take: 500,
      }),
    );
    return rows.map((row) => {
      const changes = row.changes as Record<string, { from: unknown; to: unknown }>;
      return {
        id: row.id,
        dateTime: row.dateTime.toISOString(),
        action: row.action,
        executedByName: row.executedByName,
        displayText: displayTextOf(changes),
        parsedData: changes,
      };
    });
  });
}

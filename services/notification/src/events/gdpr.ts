import { consumersOf, publishEvent } from '@takt/kit';
import { GdprEvents } from '@takt/proto';
import { answerDataExport } from '../operations/answer-data-export.ts';
import { erasePerson } from '../operations/erase-person.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export async function publishDataExportPart(tx: unknown, exportId: string, data: object): Promise<void> {
  await publishEvent(tx, GdprEvents.NotificationDataExported, {
    exportId,
    data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
  });
}

// A member's data export and erasure (decision 0037).
export const gdprConsumers = () => [
  on(GdprEvents.DataExportRequested, (tx, p) => answerDataExport(tx, p)),
  on(GdprEvents.AttendeeErased, (tx, p, envelope) => erasePerson(tx, envelope.companyId, p)),
];

import type { TxClient } from '@takt/kit';
import type { AuditEvents, Envelope, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertEventLogEntry } from '../store/event-log.ts';

/** Every audited change becomes one event log row. */
export function recordAuditEntry(
  tx: TxClient<Client>,
  p: PayloadOf<typeof AuditEvents.IdentityAuditRecorded>,
  envelope: Envelope,
): Promise<void> {
  return insertEventLogEntry(tx, p, envelope);
}

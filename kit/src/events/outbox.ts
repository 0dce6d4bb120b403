import { randomUUID } from 'node:crypto';
import type { Envelope, EventDef, PayloadOf } from '@takt/proto';
import { currentCompanyId } from '../context.ts';
import { currentTraceContext } from './trace.ts';
import { rawSql } from '../db/raw-sql.ts';

/** A new event of `def`, its payload checked against the catalogue's schema. */
export function buildEnvelope<E extends EventDef>(def: E, payload: PayloadOf<E>, companyId: string): Envelope {
  const trace = currentTraceContext();
  return {
    id: randomUUID(),
    subject: def.subject,
    version: def.version,
    companyId,
    occurredAt: new Date().toISOString(),
    payload: def.payload.parse(payload),
    ...(trace ? { trace } : {}),
  };
}

/**
 * Records an event in the outbox inside the caller's transaction: it is published (by the relay)
 * only if and after the business change commits.
 */
export async function publishEvent<E extends EventDef>(
  tx: unknown,
  def: E,
  payload: PayloadOf<E>,
  companyId = currentCompanyId(),
): Promise<Envelope> {
  if (!companyId) throw new Error(`publishing ${def.subject} needs a tenant`);
  const envelope = buildEnvelope(def, payload, companyId);
  await rawSql(tx)
    .$executeRaw`INSERT INTO kit_outbox (id, subject, envelope) VALUES (${envelope.id}::uuid, ${envelope.subject}, ${JSON.stringify(envelope)}::jsonb)`;
  await rawSql(tx).$executeRaw`SELECT pg_notify('kit_outbox', '')`;
  return envelope;
}

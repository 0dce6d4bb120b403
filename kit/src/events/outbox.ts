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
  return (await publishEvents(tx, def, [payload], companyId))[0]!;
}

/**
 * Records many events of one kind in one statement (a year of generated appointments is 365 of
 * them): one insert and one wake-up of the relay instead of two round trips per event. The rows
 * keep the order of `payloads`.
 */
export async function publishEvents<E extends EventDef>(
  tx: unknown,
  def: E,
  payloads: readonly PayloadOf<E>[],
  companyId = currentCompanyId(),
): Promise<Envelope[]> {
  if (payloads.length === 0) return [];
  if (!companyId) throw new Error(`publishing ${def.subject} needs a tenant`);
  const envelopes = payloads.map((p) => buildEnvelope(def, p, companyId));
  const [ids, subjects, bodies] = [envelopes.map((e) => e.id), envelopes.map((e) => e.subject), envelopes.map((e) => JSON.stringify(e))];
  await rawSql(tx).$executeRaw`INSERT INTO kit_outbox (id, subject, envelope)
    SELECT id, subject, envelope::jsonb FROM unnest(${ids}::uuid[], ${subjects}::text[], ${bodies}::text[]) WITH ORDINALITY AS e(id, subject, envelope, n)
    ORDER BY n`;
  await rawSql(tx).$executeRaw`SELECT pg_notify('kit_outbox', '')`;
  return envelopes;
}

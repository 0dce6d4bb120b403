import type { EventDef, PayloadOf } from '@takt/proto';
import { identityPayloads } from './payloads/identity.ts';
import { membershipPayloads } from './payloads/membership.ts';
import { schedulingPayloads } from './payloads/scheduling.ts';
import { bookingPayloads } from './payloads/booking.ts';
import { billingPayloads } from './payloads/billing.ts';
import { auditPayloads } from './payloads/audit.ts';
import { gdprPayloads } from './payloads/gdpr.ts';

/** A valid payload per event, fresh ids each time, by producer; tests override only what they are about. */
const BUILDERS: Record<string, () => unknown> = {
  ...identityPayloads,
  ...membershipPayloads,
  ...schedulingPayloads,
  ...bookingPayloads,
  ...billingPayloads,
  ...auditPayloads,
  ...gdprPayloads,
};

/**
 * A payload of `def` that its proto schema accepts: the event's defaults with `overrides` on top.
 * Parsing here means a builder that drifts from the schema fails every test that uses it.
 */
export function payloadOf<E extends EventDef>(def: E, overrides: Partial<PayloadOf<E>> = {}): PayloadOf<E> {
  const build = BUILDERS[def.subject];
  if (!build) throw new Error(`no test payload for ${def.subject}: add one to kit/src/testing/payloads/ (its producer)`);
  return def.payload.parse({ ...(build() as object), ...overrides }) as PayloadOf<E>;
}

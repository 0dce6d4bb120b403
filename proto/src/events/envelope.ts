import { z } from 'zod';

/** Every event on the bus travels in this envelope; the id is also the NATS message id. */
export const Envelope = z.object({
  id: z.uuid(),
  subject: z.string(),
  version: z.number().int().min(1),
  companyId: z.uuid(),
  occurredAt: z.string(),
  payload: z.unknown(),
  /** W3C trace context (traceparent, tracestate) of the producing request, when tracing is on. */
  trace: z.record(z.string(), z.string()).optional(),
});
export type Envelope = z.infer<typeof Envelope>;

export interface EventDef<S extends string = string, T extends z.ZodType = z.ZodType> {
  subject: S;
  version: number;
  payload: T;
}

export function defineEvent<S extends string, T extends z.ZodType>(subject: S, version: number, payload: T): EventDef<S, T> {
  return { subject, version, payload };
}

export type PayloadOf<E extends EventDef> = z.infer<E['payload']>;

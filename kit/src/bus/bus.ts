/** One delivery of a durable message; the handler acks only after its effect is committed. */
export interface BusMessage {
  subject: string;
  data: Uint8Array;
  /** 1 on first delivery. */
  deliveryCount: number;
  ack(): void;
  nak(delayMs: number): void;
  /** Stop redelivering (parked). */
  term(): void;
}

/** Settles every message it is given; one left unsettled by a throwing handler is redelivered. */
export type BatchHandler = (msgs: BusMessage[]) => Promise<void>;

/** The most messages one handler call gets: bounds a batch transaction's length and locks. */
export const MAX_BATCH = 32;

/** How long the bus keeps a producer's events (JetStream's max age; the memory bus the same). */
export const STREAM_RETENTION_MS = 14 * 24 * 3600 * 1000;

export interface Subscription {
  stop(): Promise<void>;
}

/** The event bus behind one interface: NATS JetStream in production, in-process when standalone. */
export interface Bus {
  readonly kind: 'nats' | 'memory';
  /** Durable publish; msgId deduplicates retries of the same event. */
  publish(subject: string, data: Uint8Array, msgId: string): Promise<void>;
  /**
   * Durable consumer `durable` on one subject or on all of a producer's (`membership.>`, in the
   * order they were published); survives restarts and resumes where it stopped. The handler gets
   * the messages that arrived while it was busy (at most MAX_BATCH, in order; one when idle), so a
   * burst can be handled in fewer transactions; each message is settled on its own and names its
   * own subject.
   */
  subscribe(durable: string, subject: string, handler: BatchHandler): Promise<Subscription>;
  /** Fire-and-forget real-time notice (not stored). */
  notify(subject: string, data: Uint8Array): Promise<void>;
  /** Every replica gets every notice matching the pattern (`notify.>`). */
  listen(pattern: string, handler: (subject: string, data: Uint8Array) => void): Promise<Subscription>;
  /** The broker answers now (a round trip, not merely "not closed"); readiness probes ask this. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** The service that publishes a subject: `booking.attendance.confirmed` -> booking. */
export function producerOf(subject: string): string {
  const [service] = subject.split('.');
  if (!service) throw new Error(`bad subject ${subject}`);
  return service;
}

/** The stream of a subject is its producing service's: `booking.attendance.confirmed` -> BOOKING. */
export function streamOf(subject: string): string {
  return producerOf(subject)
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '_');
}

/** `notify.>` / `notify.*.X` style matching for the in-process bus. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

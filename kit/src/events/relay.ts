import pg from 'pg';
import type { Bus } from '../bus/index.ts';
import type { Db } from '../db/tenant-db.ts';
import type { Logger } from '../logger.ts';
import { rawSql } from '../db/raw-sql.ts';
import { literalSql } from '../db/atomic.ts';

const BATCH = 100;
const POLL_MS = 1_000;
/** How long a stopping relay may spend sending what the last requests committed. */
const FINAL_DRAIN_MS = 5_000;

/**
 * Publishes committed outbox rows: claims them with FOR UPDATE SKIP LOCKED (so replicas share
 * the work), publishes with the row id as message id and marks them sent in the same
 * transaction, two round trips in all (`Db.systemHeld`). When the bus is down the transaction
 * rolls back and the rows wait for the next try.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private listener?: pg.Client;
  private running?: Promise<void>;
  private again = false;
  private paused = false;
  private stopped = false;
  /** Set while the stopping relay sends the rest; `stopped` alone ends every drain. */
  private finishing = false;
  private failures = 0;
  /** When the first of the current run of failed publish attempts happened. */
  private failingSince?: number;

  constructor(
    private readonly db: Db<unknown>,
    private readonly bus: Bus,
    private readonly log: Logger,
    private readonly listenUrl?: string,
  ) {}

  async start(): Promise<void> {
    if (this.listenUrl) {
      // Wake on commit rather than only on the poll timer.
      this.listener = new pg.Client({ connectionString: this.listenUrl });
      this.listener.on('error', (err) => this.log.warn({ err }, 'outbox listener lost'));
      this.listener.on('notification', () => this.nudge());
      await this.listener.connect();
      await this.listener.query('LISTEN kit_outbox');
    }
    this.schedule(0);
  }

  /** Test hook and operator switch: stop publishing without losing anything. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.nudge();
  }

  nudge(): void {
    if (this.stopped || this.paused) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Publishes until the outbox is empty; answers how many were sent. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.paused || (this.stopped && !this.finishing)) return total;
      let sent = 0;
      try {
        sent = await this.db.systemHeld(
          literalSql`SELECT id::text, subject, envelope::text AS envelope FROM kit_outbox WHERE sent_at IS NULL
            ORDER BY seq LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          async (rows) => {
            const claimed = rows as { id: string; subject: string; envelope: string }[];
            // Sent together: the client writes them in this order on its one connection, so each
            // subject's stream keeps the outbox order, and a burst costs one write, not one per row.
            await Promise.all(claimed.map((row) => this.bus.publish(row.subject, Buffer.from(row.envelope), row.id)));
            const ids = `{${claimed.map((r) => r.id).join(',')}}`;
            return {
              then:
                claimed.length > 0
                  ? literalSql`UPDATE kit_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY(${ids}::uuid[])`
                  : undefined,
              answer: claimed.length,
            };
          },
        );
        this.failures = 0;
        this.failingSince = undefined;
      } catch (err) {
        this.failures++;
        this.failingSince ??= Date.now();
        this.log.warn({ err: (err as Error).message, failures: this.failures }, 'outbox relay could not publish; will retry');
        this.schedule(Math.min(30_000, 250 * 2 ** Math.min(this.failures, 7)));
        return total;
      }
      total += sent;
      if (sent < BATCH) return total;
    }
  }

  /** How long committed events have been waiting because publishing fails (0 while it works). */
  stalledForMs(now = Date.now()): number {
    return this.failingSince === undefined ? 0 : now - this.failingSince;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.nudge();
      this.schedule(POLL_MS);
    }, delay);
  }

  /**
   * Stops after sending what is committed (the requests a graceful shutdown waited for), within
   * a bound so a dead broker cannot hold the exit: what stays unsent goes with the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    if (!this.paused) {
      this.finishing = true;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((r) => (timer = setTimeout(r, FINAL_DRAIN_MS)));
      await Promise.race([this.drain(), bound]);
      clearTimeout(timer);
      this.finishing = false;
    }
    clearTimeout(this.timer);
    await this.listener?.end().catch(() => undefined);
  }
}

/** How many events wait unsent and for how long the oldest has waited (the metrics' outbox gauges). */
export async function outboxBacklog(db: Db<unknown>): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db.system(
    (tx) =>
      rawSql(tx).$queryRaw<{ count: number; age: number }[]>`
      SELECT count(*)::int AS count, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
      FROM kit_outbox WHERE sent_at IS NULL`,
  );
  return { count: row!.count, oldestAgeSeconds: row!.age };
}

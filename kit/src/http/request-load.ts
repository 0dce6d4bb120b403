// The requests this process's services are answering now, so that event consumers can hold back
// while a rush is on (decision 0083): the members' answers come first, the read models and
// notices follow right after.
let inFlight = 0;

export const requestLoad = {
  begin(): void {
    inFlight++;
  },
  end(): void {
    inFlight--;
  },
  get inFlight(): number {
    return inFlight;
  },
};

/** More requests in flight than this is a rush. */
const BUSY_ABOVE = 8;
/** The longest a consumer waits for a rush to pass before it handles its batch anyway. */
const MAX_WAIT_MS = 500;
/** After waiting, a consumer handles its batches without waiting for this long. */
const FREE_MS = 1_000;
const POLL_MS = 5;

/**
 * One consumer's manners: before a batch, it waits while the process is in a rush, for half a
 * second at most, and then does not wait again for a second, so a consumer under lasting load
 * still gets two thirds of the time and its lag stays bounded.
 */
export class ForegroundFirst {
  private freeUntil = 0;

  constructor(
    private readonly busyAbove = BUSY_ABOVE,
    private readonly maxWaitMs = MAX_WAIT_MS,
    private readonly freeMs = FREE_MS,
  ) {}

  async wait(): Promise<void> {
    if (inFlight <= this.busyAbove || Date.now() < this.freeUntil) return;
    const until = Date.now() + this.maxWaitMs;
    while (inFlight > this.busyAbove && Date.now() < until) await new Promise((r) => setTimeout(r, POLL_MS));
    this.freeUntil = Date.now() + this.freeMs;
  }
}

import { wallClockAt } from '@takt/proto';
import { DEFAULT_TIME_ZONE } from '../db/dates.ts';

/** How long `clearOfMidnight` may wait: a `beforeAll`'s (or test's) timeout. */
export const CLEAR_OF_MIDNIGHT_MS = 180_000;

/**
 * Waits for the studio's new day when its midnight is two minutes away or less: a test that books
 * "tonight" must not see its appointment begin or turn into yesterday while it runs.
 */
export async function clearOfMidnight(timeZone: string = DEFAULT_TIME_ZONE): Promise<void> {
  while (wallClockAt(new Date(), timeZone).time >= '23:58') await new Promise((r) => setTimeout(r, 1_000));
}

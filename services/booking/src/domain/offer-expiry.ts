/**
 * Timed waiting-list offers (issue #9, beyond the spec): the first waiting member gets `hours` to
 * accept a freed place, then the next. The clock stops during the company's night window (local
 * wall-clock times in the studio's zone), so nobody loses a place while asleep. Hours are real
 * hours: a DST change inside the running clock neither adds nor takes one.
 */

import { nowWallMinutes, wallMinutes } from '@takt/proto';

/** Local wall-clock times HH:mm; `from` after `till` spans midnight; equal times mean no night. */
export interface NightWindow {
  from: string;
  till: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60;

const minuteOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Whether the local minute of day `m` lies in the night (from inclusive, till exclusive). */
export function inNight(m: number, night: NightWindow): boolean {
  const [from, till] = [minuteOfDay(night.from), minuteOfDay(night.till)];
  if (from === till) return false;
  return from < till ? m >= from && m < till : m >= from || m < till;
}

/** The local minute of day of an instant in `timeZone`. */
function localMinuteOf(format: Intl.DateTimeFormat, at: number): number {
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

/**
 * When an offer made at `offeredAt` expires: `hours` of daytime counted minute by minute in real
 * time, skipping the night window. Wall-clock distances differ from real ones by at most an hour
 * (a DST change), so the walk jumps by the wall distance less an hour and only steps single
 * minutes near a boundary.
 */
export function offerExpiresAt(offeredAt: Date, hours: number, night: NightWindow | null, timeZone: string): Date {
  let at = Math.floor(offeredAt.getTime() / MINUTE) * MINUTE;
  let remaining = Math.round(hours * 60);
  if (!night || minuteOfDay(night.from) === minuteOfDay(night.till)) return new Date(at + remaining * MINUTE);
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
  const [from, till] = [minuteOfDay(night.from), minuteOfDay(night.till)];
  while (remaining > 0) {
    const m = localMinuteOf(format, at);
    if (inNight(m, night)) {
      at += Math.max(1, ((till - m + DAY) % DAY) - 60) * MINUTE;
      continue;
    }
    const step = Math.min(remaining, Math.max(1, ((from - m + DAY) % DAY) - 60));
    at += step * MINUTE;
    remaining -= step;
  }
  return new Date(at);
}

/**
 * An offer ends at the appointment's start at the latest: a place in a class that has begun is
 * worth nothing. The start is a wall-clock time, so the distance is taken on the wall clock (off by
 * the DST hour only when a change falls between the deadline and the start).
 */
export function cappedAtStart(expiresAt: Date, start: { date: string; timeFrom: string }, timeZone: string): Date {
  const over = nowWallMinutes(expiresAt, timeZone) - wallMinutes(start.date, start.timeFrom);
  return over > 0 ? new Date(expiresAt.getTime() - over * MINUTE) : expiresAt;
}

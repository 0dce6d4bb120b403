import { wallMinutes } from '@takt/proto';

// Appointments carry a local date and "HH:mm" times without a zone (scheduling's facts), so "has
// it started" and "how long until it starts" compare wall-clock times in the studio's zone
// (kit's wallMinutes and nowWallMinutes).

/** Started (or passed): booking is closed from the start time on. */
export const hasStarted = (date: string, timeFrom: string, nowMinutes: number): boolean => wallMinutes(date, timeFrom) <= nowMinutes;

/**
 * A cancellation within `windowHours` before the start (or after it) is late. Across a DST
 * change the window is off by the hour the clock jumps; studios count in wall-clock hours anyway.
 */
export const isLateCancellation = (date: string, timeFrom: string, nowMinutes: number, windowHours: number): boolean =>
  wallMinutes(date, timeFrom) - nowMinutes < windowHours * 60;

export interface Slot {
  date: string;
  timeFrom: string;
  timeTill: string;
}

/** Two appointments clash when they share a date and their times overlap (touching ends do not). */
export const clashes = (a: Slot, b: Slot): boolean => a.date === b.date && a.timeFrom < b.timeTill && b.timeFrom < a.timeTill;

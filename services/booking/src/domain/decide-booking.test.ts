import { AttendanceStatus } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { decideBooking, placesToFill } from './decide-booking.ts';

const { Confirmed, OnWaitingList } = AttendanceStatus;

describe('decideBooking', () => {
  it.each([
    ['empty appointment', 10, 0, 0, Confirmed, null, 1, 0],
    ['one place left', 10, 9, 0, Confirmed, null, 10, 0],
    ['capacity 1, empty', 1, 0, 0, Confirmed, null, 1, 0],
    ['capacity 1, taken', 1, 1, 0, OnWaitingList, 1, 1, 1],
    ['full, two numbers handed out', 3, 3, 2, OnWaitingList, 3, 3, 3],
    ['over capacity (maximum lowered later)', 2, 5, 0, OnWaitingList, 1, 5, 1],
    ['free place while numbers were handed out before', 4, 3, 7, Confirmed, null, 4, 7],
    ['full after promotions: after the highest number ever', 4, 4, 7, OnWaitingList, 8, 4, 8],
    ['maximum 0', 0, 0, 0, OnWaitingList, 1, 0, 1],
    ['negative maximum', -1, 0, 0, OnWaitingList, 1, 0, 1],
  ] as const)('%s', (_, maxAttendees, confirmedCount, lastWaitingNumber, status, waitingListNumber, confirmedAfter, lastAfter) => {
    expect(decideBooking({ maxAttendees, confirmedCount, lastWaitingNumber })).toEqual({
      decision: { status, waitingListNumber },
      after: { maxAttendees, confirmedCount: confirmedAfter, lastWaitingNumber: lastAfter },
    });
  });
});

describe('placesToFill', () => {
  it.each([
    ['one place freed, three waiting', 5, 4, 3, 1],
    ['maximum raised by three, two waiting', 8, 5, 2, 2],
    ['full', 5, 5, 3, 0],
    ['over capacity', 5, 7, 3, 0],
    ['nobody waiting', 5, 2, 0, 0],
    ['maximum 0', 0, 0, 4, 0],
  ] as const)('%s', (_, maxAttendees, confirmedCount, waiting, expected) => {
    expect(placesToFill({ maxAttendees, confirmedCount, lastWaitingNumber: 0 }, waiting)).toBe(expected);
  });
});

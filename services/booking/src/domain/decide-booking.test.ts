import { AttendanceStatus } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { decideBooking } from './decide-booking.ts';

const { Confirmed, OnWaitingList } = AttendanceStatus;

describe('decideBooking', () => {
  it.each([
    ['empty appointment', 10, 0, null, Confirmed, null],
    ['one place left', 10, 9, null, Confirmed, null],
    ['capacity 1, empty', 1, 0, null, Confirmed, null],
    ['capacity 1, taken', 1, 1, null, OnWaitingList, 1],
    ['full, two already waiting', 3, 3, 2, OnWaitingList, 3],
    ['over capacity (maximum lowered later)', 2, 5, null, OnWaitingList, 1],
    ['free place while a gap in the waiting numbers exists', 4, 3, 7, Confirmed, null],
    ['full with a gap in the waiting numbers: after the highest', 4, 4, 7, OnWaitingList, 8],
    ['maximum 0', 0, 0, null, OnWaitingList, 1],
    ['negative maximum', -1, 0, null, OnWaitingList, 1],
  ] as const)('%s', (_, maxAttendees, confirmedCount, maxWaitingListNumber, status, waitingListNumber) => {
    expect(decideBooking({ maxAttendees, confirmedCount, maxWaitingListNumber })).toEqual({ status, waitingListNumber });
  });
});

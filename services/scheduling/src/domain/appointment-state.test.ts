import { describe, expect, it } from 'vitest';
import { wallClockAt } from '@takt/proto';
import { appointmentState } from './appointment-state.ts';

const now = { date: '2031-03-03', time: '10:30' };

describe('appointmentState', () => {
  it.each([
    ['free places', 10, 3, '2031-03-04', '11:00', false, false, false],
    ['exactly full', 3, 3, '2031-03-04', '11:00', true, false, false],
    ['over capacity after a lowered maximum', 2, 3, '2031-03-04', '11:00', true, true, false],
    ['running today (not passed before its end)', 10, 0, '2031-03-03', '11:00', false, false, false],
    ['ended right now', 10, 0, '2031-03-03', '10:30', false, false, true],
    ['yesterday', 10, 0, '2031-03-02', '23:59', false, false, true],
  ])('%s', (_, maxAttendees, bookedCount, date, timeTill, isFull, isOverCapacity, isPassed) => {
    expect(appointmentState({ maxAttendees, bookedCount, date, timeTill }, now)).toEqual({ isFull, isOverCapacity, isPassed });
  });
});

describe('wallClockAt', () => {
  it.each([
    ['winter: UTC+1', '2031-01-15T09:05:00Z', { date: '2031-01-15', time: '10:05' }],
    ['summer: UTC+2', '2031-07-15T09:05:00Z', { date: '2031-07-15', time: '11:05' }],
    ['next day in Berlin before midnight UTC', '2031-07-15T22:30:00Z', { date: '2031-07-16', time: '00:30' }],
  ])('%s', (_, instant, expected) => {
    expect(wallClockAt(new Date(instant), 'Europe/Berlin')).toEqual(expected);
  });
});

import { Period } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { conflictsOf, type ConflictWorld, type Slot } from './conflicts.ts';
import type { BlockingRule } from './room-availability.ts';
import type { TrainerRule } from './trainer-availability.ts';

const slot = (id: string, over: Partial<Slot> = {}): Slot => ({
  id,
  date: '2026-03-11',
  timeFrom: '10:00',
  timeTill: '11:00',
  roomId: 'r1',
  isCancelled: false,
  maxAttendees: 10,
  bookedCount: 0,
  trainerIds: [],
  ...over,
});
const once = { dateFrom: '2026-03-11', dateTill: '2026-03-11', period: Period.Day, eachOnDay: 1, periodValues: null };
const blocking = (over: Partial<BlockingRule & { roomId: string }> = {}) => ({
  roomId: 'r1',
  ...once,
  allDay: false,
  timeFrom: '09:00',
  timeTill: '10:30',
  ...over,
});
const absence = (over: Partial<TrainerRule> = {}): TrainerRule => ({
  trainerId: 't1',
  type: 1,
  ...once,
  allDay: false,
  timeFrom: '10:30',
  timeTill: '12:00',
  ...over,
});
const world = (over: Partial<ConflictWorld> = {}): ConflictWorld => ({
  appointments: [],
  roomCapacities: new Map([['r1', 20]]),
  blockings: [],
  trainerRules: [],
  ...over,
});
const types = (s: Slot, w: ConflictWorld) => conflictsOf(s, w).map((c) => [c.type, c.appointmentId, c.trainerId]);

describe('conflicts', () => {
  it.each([
    ['nothing else', slot('a'), world(), []],
    [
      'another appointment overlapping in the room',
      slot('a'),
      world({ appointments: [slot('b', { timeFrom: '10:30', timeTill: '11:30' })] }),
      [['roomDoubleBooked', 'b', null]],
    ],
    [
      'another appointment touching in the room',
      slot('a'),
      world({ appointments: [slot('b', { timeFrom: '11:00', timeTill: '12:00' })] }),
      [],
    ],
    ['another overlapping appointment cancelled', slot('a'), world({ appointments: [slot('b', { isCancelled: true })] }), []],
    ['the same time in another room', slot('a'), world({ appointments: [slot('b', { roomId: 'r2' })] }), []],
    ['the same time on another date', slot('a'), world({ appointments: [slot('b', { date: '2026-03-12' })] }), []],
    ['itself in the list', slot('a'), world({ appointments: [slot('a')] }), []],
    ['a cancelled appointment has none', slot('a', { isCancelled: true }), world({ appointments: [slot('b')] }), []],
    ['a blocking overlapping', slot('a'), world({ blockings: [blocking()] }), [['roomBlocked', null, null]]],
    ['a blocking touching', slot('a'), world({ blockings: [blocking({ timeTill: '10:00' })] }), []],
    [
      'an all-day blocking',
      slot('a'),
      world({ blockings: [blocking({ allDay: true, timeFrom: '00:00', timeTill: '23:59' })] }),
      [['roomBlocked', null, null]],
    ],
    ['a blocking of another room', slot('a'), world({ blockings: [blocking({ roomId: 'r2' })] }), []],
    [
      'no room: no room reasons',
      slot('a', { roomId: null }),
      world({ appointments: [slot('b', { roomId: null })], blockings: [blocking()] }),
      [],
    ],
    ['more attendees allowed than the room holds', slot('a', { maxAttendees: 21 }), world(), [['roomTooSmall', null, null]]],
    ['a room without capacity', slot('a', { maxAttendees: 500 }), world({ roomCapacities: new Map([['r1', null]]) }), []],
    ['more booked than allowed', slot('a', { bookedCount: 11 }), world(), [['overCapacity', null, null]]],
    ['exactly full', slot('a', { bookedCount: 10 }), world(), []],
    [
      'a trainer teaching elsewhere at the time',
      slot('a', { trainerIds: ['t1'] }),
      world({ appointments: [slot('b', { roomId: 'r2', trainerIds: ['t1', 't2'] })] }),
      [['trainerDoubleBooked', 'b', 't1']],
    ],
    ['a trainer absent', slot('a', { trainerIds: ['t1'] }), world({ trainerRules: [absence()] }), [['trainerAbsent', null, 't1']]],
    [
      'a trainer absent all day',
      slot('a', { trainerIds: ['t1'] }),
      world({ trainerRules: [absence({ allDay: true, timeFrom: '00:00', timeTill: '23:59' })] }),
      [['trainerAbsent', null, 't1']],
    ],
    ['an availability is no absence', slot('a', { trainerIds: ['t1'] }), world({ trainerRules: [absence({ type: 0 })] }), []],
    ['another trainer absent', slot('a', { trainerIds: ['t2'] }), world({ trainerRules: [absence()] }), []],
  ])('%s', (_, s, w, expected) => expect(types(s, w)).toEqual(expected));
});

import { describe, expect, it } from 'vitest';
import { planRegeneration, type ExistingAppointment, type RegenerationPlan, type Slot } from './regeneration.ts';

const slot: Slot = { timeFrom: '18:00', timeTill: '19:00', roomId: 'r1', maxAttendees: 10 };
const at = (id: string, date: string, over: Partial<ExistingAppointment> = {}): ExistingAppointment => ({
  id,
  date,
  ...slot,
  bookedCount: 0,
  isCancelled: false,
  ...over,
});
const plan = (over: Partial<RegenerationPlan>): RegenerationPlan => ({ create: [], update: [], delete: [], kept: [], ...over });
const today = '2031-03-10';

describe('planRegeneration', () => {
  it.each([
    ['nothing changed: nothing to do', ['2031-03-10', '2031-03-17'], slot, [at('a', '2031-03-10'), at('b', '2031-03-17')], false, plan({})],
    [
      'a new date gets an appointment',
      ['2031-03-10', '2031-03-12'],
      slot,
      [at('a', '2031-03-10')],
      false,
      plan({ create: ['2031-03-12'] }),
    ],
    ['new dates before today are not created', ['2031-03-03', '2031-03-10'], slot, [], false, plan({ create: ['2031-03-10'] })],
    [
      'a dropped date without bookings is deleted',
      ['2031-03-10'],
      slot,
      [at('a', '2031-03-10'), at('b', '2031-03-17')],
      false,
      plan({ delete: ['b'] }),
    ],
    [
      'a dropped date with bookings is kept and named',
      ['2031-03-10'],
      slot,
      [at('a', '2031-03-10'), at('b', '2031-03-17', { bookedCount: 2 })],
      false,
      plan({ kept: [{ id: 'b', reason: 'dropped' }] }),
    ],
    [
      'a past appointment is never touched, dropped or not',
      ['2031-03-10'],
      { ...slot, timeFrom: '17:00' },
      [at('p', '2031-03-03')],
      false,
      plan({ create: ['2031-03-10'] }),
    ],
    [
      'new times: unbooked ones move, booked ones are kept',
      ['2031-03-10', '2031-03-17'],
      { ...slot, timeFrom: '17:30' },
      [at('a', '2031-03-10'), at('b', '2031-03-17', { bookedCount: 1 })],
      false,
      plan({ update: ['a'], kept: [{ id: 'b', reason: 'moved' }] }),
    ],
    [
      'another room counts as a move',
      ['2031-03-10'],
      { ...slot, roomId: null },
      [at('b', '2031-03-10', { bookedCount: 1 })],
      false,
      plan({ kept: [{ id: 'b', reason: 'moved' }] }),
    ],
    [
      'more places reach booked appointments too',
      ['2031-03-10', '2031-03-17'],
      { ...slot, maxAttendees: 12 },
      [at('a', '2031-03-10'), at('b', '2031-03-17', { bookedCount: 9 })],
      false,
      plan({ update: ['a', 'b'] }),
    ],
    [
      'fewer places than booked: kept',
      ['2031-03-10', '2031-03-17'],
      { ...slot, maxAttendees: 3 },
      [at('a', '2031-03-10', { bookedCount: 3 }), at('b', '2031-03-17', { bookedCount: 4 })],
      false,
      plan({ update: ['a'], kept: [{ id: 'b', reason: 'capacity' }] }),
    ],
    [
      'a cancelled appointment keeps its slot; dropped without bookings it goes',
      ['2031-03-10'],
      { ...slot, timeFrom: '17:00' },
      [at('c', '2031-03-10', { isCancelled: true }), at('d', '2031-03-17', { isCancelled: true })],
      false,
      plan({ delete: ['d'] }),
    ],
    [
      'keep existing: only missing dates are added, nothing moves or goes',
      ['2031-03-10', '2031-03-24'],
      { ...slot, timeFrom: '17:00' },
      [at('a', '2031-03-10'), at('b', '2031-03-17'), at('c', '2031-03-17', { bookedCount: 1, date: '2031-03-18' })],
      true,
      plan({ create: ['2031-03-24'] }),
    ],
    [
      'a weekday change: old day goes (or stays booked), new day comes',
      ['2031-03-11', '2031-03-18'],
      slot,
      [at('a', '2031-03-10'), at('b', '2031-03-17', { bookedCount: 1 })],
      false,
      plan({ create: ['2031-03-11', '2031-03-18'], delete: ['a'], kept: [{ id: 'b', reason: 'dropped' }] }),
    ],
  ] as const)('%s', (_, planned, newSlot, existing, keepExisting, expected) => {
    expect(planRegeneration({ planned, slot: newSlot, existing, today, keepExisting })).toEqual(expected);
  });
});

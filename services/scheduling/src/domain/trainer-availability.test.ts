import { Period } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { overlaps, trainerReasons, type Span, type TrainerRule } from './trainer-availability.ts';

const span = (timeFrom: string, timeTill: string, date = '2026-03-11'): Span => ({ date, timeFrom, timeTill });
const rule = (over: Partial<TrainerRule>): TrainerRule => ({
  trainerId: 't',
  type: 0,
  dateFrom: '2026-03-02',
  dateTill: '2026-03-31',
  period: Period.Week,
  eachOnDay: 1,
  periodValues: '3',
  allDay: false,
  timeFrom: '09:00',
  timeTill: '12:00',
  ...over,
});

describe('overlaps', () => {
  it.each([
    ['the same span', span('10:00', '11:00'), span('10:00', '11:00'), true],
    ['one inside the other', span('10:00', '12:00'), span('10:30', '11:00'), true],
    ['touching at the end', span('10:00', '11:00'), span('11:00', '12:00'), false],
    ['touching at the start', span('11:00', '12:00'), span('10:00', '11:00'), false],
    ['one minute over', span('10:00', '11:01'), span('11:00', '12:00'), true],
    ['another date', span('10:00', '11:00'), span('10:00', '11:00', '2026-03-12'), false],
  ])('%s', (_, a, b, expected) => expect(overlaps(a, b)).toBe(expected));
});

describe('trainer reasons', () => {
  it.each([
    ['no rules, no other appointments', span('10:00', '11:00'), [], [], []],
    ['inside an availability', span('10:00', '11:00'), [rule({})], [], []],
    ['exactly the availability', span('09:00', '12:00'), [rule({})], [], []],
    ['partly outside the availability', span('11:00', '13:00'), [rule({})], [], ['outsideAvailability']],
    ['a day the availability does not recur on', span('10:00', '11:00', '2026-03-12'), [rule({})], [], ['outsideAvailability']],
    ['an all-day availability', span('18:00', '20:00'), [rule({ allDay: true, timeFrom: '00:00', timeTill: '23:59' })], [], []],
    ['an absence overlapping', span('11:00', '13:00'), [rule({ type: 1 })], [], ['absent']],
    ['an absence touching only', span('12:00', '13:00'), [rule({ type: 1 })], [], []],
    ['an all-day absence', span('18:00', '19:00'), [rule({ type: 1, allDay: true })], [], ['absent']],
    ['an absence on another weekday', span('10:00', '11:00', '2026-03-12'), [rule({ type: 1 })], [], []],
    ['teaching elsewhere', span('10:00', '11:00'), [], [span('10:30', '11:30')], ['teachingElsewhere']],
    ['teaching right after', span('10:00', '11:00'), [], [span('11:00', '12:00')], []],
    [
      'absent, busy and outside',
      span('13:00', '14:00'),
      [rule({}), rule({ type: 1, timeFrom: '13:00', timeTill: '15:00' })],
      [span('13:30', '14:30')],
      ['absent', 'teachingElsewhere', 'outsideAvailability'],
    ],
  ])('%s', (_, s, rules, others, expected) => expect(trainerReasons(s, rules, others)).toEqual(expected));
});

import { StatisticsType } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { aggregateStatistics, type AttendanceFactRow } from './aggregate-statistics.ts';

const row = (attendeeId: string, courseName: string, centCost = 0): AttendanceFactRow => ({ attendeeId, courseName, centCost });

const rows = [row('a', 'Yoga', 1500), row('b', 'Yoga', 1500), row('a', 'Yoga', 1000), row('a', 'Pilates', 1234), row('c', 'Aerobic', 1)];

describe('aggregateStatistics', () => {
  it.each([
    [
      StatisticsType.AttendanceCount,
      5,
      [
        ['Aerobic', 1],
        ['Pilates', 1],
        ['Yoga', 3],
      ],
    ],
    [
      StatisticsType.AttendeeCount,
      3,
      [
        ['Aerobic', 1],
        ['Pilates', 1],
        ['Yoga', 2],
      ],
    ],
    [
      StatisticsType.Revenues,
      52.35,
      [
        ['Aerobic', 0.01],
        ['Pilates', 12.34],
        ['Yoga', 40],
      ],
    ],
  ] as const)('%s', (type, total, nested) => {
    expect(aggregateStatistics(type, rows)).toEqual([
      { key: 'total', amount: total, nestedResults: nested.map(([key, amount]) => ({ key, amount, nestedResults: [] })) },
    ]);
  });

  it.each([StatisticsType.AttendanceCount, StatisticsType.AttendeeCount, StatisticsType.Revenues])(
    'answers a zero total without facts (%s)',
    (type) => {
      expect(aggregateStatistics(type, [])).toEqual([{ key: 'total', amount: 0, nestedResults: [] }]);
    },
  );

  it.each([
    ['umlauts sort in German order', ['Zumba', 'Ärobic', 'Aqua'], ['Aqua', 'Ärobic', 'Zumba']],
    ['one course', ['Yoga', 'Yoga'], ['Yoga']],
  ])('%s', (_, names, keys) => {
    const result = aggregateStatistics(
      StatisticsType.AttendanceCount,
      names.map((n, i) => row(String(i), n)),
    );
    expect(result[0]!.nestedResults.map((r) => r.key)).toEqual(keys);
  });

  it('counts an attendee of two courses once in the total and once per course', () => {
    const [total] = aggregateStatistics(StatisticsType.AttendeeCount, [row('a', 'Yoga'), row('a', 'Pilates')]);
    expect(total).toMatchObject({
      amount: 1,
      nestedResults: [
        { key: 'Pilates', amount: 1 },
        { key: 'Yoga', amount: 1 },
      ],
    });
  });
});

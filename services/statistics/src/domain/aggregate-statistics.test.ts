import { StatisticsRequest, StatisticsType, type StatisticsResult } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { aggregateStatistics, type AttendanceRow, type AttendeeFacts } from './aggregate-statistics.ts';
import { isoWeek } from './statistic-keys.ts';

const row = (attendeeId: string, courseId: string, date: string, extra: Partial<AttendanceRow> = {}): AttendanceRow => ({
  attendeeId,
  courseId,
  date,
  timeFrom: '18:00',
  roomId: null,
  locationId: null,
  trainerIds: [],
  departmentIds: [],
  count: 1,
  centCost: 1000,
  ...extra,
});
const rows = [
  row('a', 'yoga', '2026-03-02', { timeFrom: '09:00', trainerIds: ['t1', 't2'], centCost: 1500 }),
  row('b', 'yoga', '2026-03-03', { timeFrom: '11:00', trainerIds: ['t1'] }),
  row('a', 'yoga', '2026-04-01'),
  row('a', 'pilates', '2026-04-02', { roomId: 'r1', centCost: 1234 }),
  row('c', 'pilates', '2026-05-30', { timeFrom: '23:30' }),
];
const attendees = new Map<string, AttendeeFacts>([
  [
    'a',
    { birthday: '2000-04-02', gender: 'female', memberships: [{ membershipTypeId: 'm1', fromDate: '2026-01-01', tillDate: '2026-03-31' }] },
  ],
  ['b', { birthday: '1960-01-01', gender: 'male', memberships: [] }],
]);
const names = new Map([
  ['Course:yoga', 'Yoga'],
  ['Course:pilates', 'Pilates'],
  ['Trainer:t1', 'Tina'],
]);
const fill = (input: object) =>
  aggregateStatistics(StatisticsRequest.parse({ type: 'AttendanceCount', startDate: '2026-03-01', endDate: '2026-05-31', ...input }), {
    rows,
    attendees,
    names,
  });
const flat = (r: StatisticsResult[]): unknown =>
  r.map((x) => [x.label, x.amount, ...(x.nestedResults.length ? [flat(x.nestedResults)] : [])]);

describe('aggregateStatistics', () => {
  it.each([
    [StatisticsType.AttendanceCount, 5],
    [StatisticsType.AttendeeCount, 3],
    [StatisticsType.Revenues, 57.34],
  ])('measures %s over the whole range', (type, amount) => {
    expect(fill({ type })).toEqual([{ key: 'total', label: 'total', amount, nestedResults: [] }]);
  });

  it('puts every month of the range in order, empty ones as 0, nested by course then trainer', () => {
    const result = fill({ timeUnit: 'Month', endDate: '2026-06-30', criterion: { kind: 'Course', nested: { kind: 'Trainer' } } });
    expect(flat(result)).toEqual([
      [
        '2026-03',
        2,
        [
          [
            'Yoga',
            2,
            [
              ['t2', 1],
              ['Tina', 2],
            ],
          ],
        ],
      ],
      [
        '2026-04',
        2,
        [
          ['Pilates', 1, [['unknown', 1]]],
          ['Yoga', 1, [['unknown', 1]]],
        ],
      ],
      ['2026-05', 1, [['Pilates', 1, [['unknown', 1]]]]],
      ['2026-06', 0],
    ]);
  });

  it('groups by age on the day, time of day and membership held on the day', () => {
    // a is 25 on 2026-04-01 and 26 on 2026-04-02; c has no birthday.
    expect(flat(fill({ criterion: { kind: 'Age' } }))).toEqual([
      [
        'total',
        5,
        [
          ['18-29', 3],
          ['60-150', 1],
          ['unknown', 1],
        ],
      ],
    ]);
    expect(flat(fill({ criterion: { kind: 'Time' } }))).toEqual([
      [
        'total',
        5,
        [
          ['antemeridian', 1],
          ['noon', 1],
          ['evening', 3],
        ],
      ],
    ]);
    expect(flat(fill({ criterion: { kind: 'MembershipType' } }))).toEqual([
      [
        'total',
        5,
        [
          ['m1', 1],
          ['none', 4],
        ],
      ],
    ]);
  });

  it('filters by the allowed lists and ranges; a characteristic nobody holds matches nothing', () => {
    expect(fill({ courseIds: ['00000000-0000-4000-8000-000000000000'] })[0]!.amount).toBe(0);
    expect(fill({ timeRanges: [{ from: '08:00', till: '12:00' }] })[0]!.amount).toBe(2);
    expect(fill({ ageRanges: [{ from: 25, till: 26 }] })[0]!.amount).toBe(3);
    expect(fill({ genders: ['female'] })[0]!.amount).toBe(3);
    expect(fill({ genders: ['male', 'female'] })[0]!.amount).toBe(4);
    expect(fill({ characteristicIds: ['00000000-0000-4000-8000-000000000000'] })[0]!.amount).toBe(0);
  });

  it('groups by the gender membership announced; without one as unknown', () => {
    expect(flat(fill({ criterion: { kind: 'Gender' } }))).toEqual([
      [
        'total',
        5,
        [
          ['female', 3],
          ['male', 1],
          ['unknown', 1],
        ],
      ],
    ]);
  });

  it('groups by the characteristics held on the day and the single costs charged in the month; their lists filter', () => {
    const [reha, senior, trial] = ['1', '2', '3'].map(
      (d) => `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${d.repeat(12)}`,
    );
    const open = { fromDate: null, tillDate: null };
    // a holds Reha in March only and Senioren always, bought the trial lesson in April; b the other way round.
    const withCriteria = new Map<string, AttendeeFacts>([
      [
        'a',
        {
          birthday: null,
          memberships: [],
          characteristics: [
            { referenceId: reha!, fromDate: '2026-03-01', tillDate: '2026-03-31' },
            { referenceId: senior!, ...open },
          ],
          singleCosts: [{ costId: trial!, month: '2026-04' }],
        },
      ],
      [
        'b',
        {
          birthday: null,
          memberships: [],
          characteristics: [{ referenceId: reha!, fromDate: '2026-04-01', tillDate: null }],
          singleCosts: [
            { costId: trial!, month: '2026-03' },
            { costId: trial!, month: '2026-03' },
          ],
        },
      ],
    ]);
    const labels = new Map([
      [`Characteristic:${reha}`, 'Reha'],
      [`Characteristic:${senior}`, 'Senioren'],
      [`SingleCost:${trial}`, 'Probestunde'],
    ]);
    const by = (input: object) =>
      flat(
        aggregateStatistics(
          StatisticsRequest.parse({ type: 'AttendanceCount', startDate: '2026-03-01', endDate: '2026-05-31', ...input }),
          {
            rows,
            attendees: withCriteria,
            names: labels,
          },
        ),
      );
    expect(by({ criterion: { kind: 'Characteristic' } })).toEqual([
      [
        'total',
        5,
        [
          ['Reha', 1],
          ['Senioren', 3],
          ['none', 2],
        ],
      ],
    ]);
    expect(by({ criterion: { kind: 'SingleCost' } })).toEqual([
      [
        'total',
        5,
        [
          ['Probestunde', 3],
          ['none', 2],
        ],
      ],
    ]);
    expect(by({ type: 'AttendeeCount', criterion: { kind: 'SingleCost' } })).toEqual([
      [
        'total',
        3,
        [
          ['Probestunde', 2],
          ['none', 2],
        ],
      ],
    ]);
    expect(by({ characteristicIds: [reha] })).toEqual([['total', 1]]);
    expect(by({ costIds: [trial], characteristicIds: [senior] })).toEqual([['total', 2]]);
  });

  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-03-02')).toBe('2026-W10');
  });
});

import { StatisticsType, type StatisticsCriterion, type StatisticsRequest, type StatisticsResult } from '@takt/proto';
import {
  ageOn,
  ageRangesOf,
  characteristicsOn,
  heldOn,
  keysOf,
  singleCostsIn,
  timeKey,
  timeKeysBetween,
  timeRangesOf,
  UNKNOWN,
  type AttendanceRow,
  type AttendeeFacts,
} from './statistic-keys.ts';

export type { AttendanceRow, AttendeeFacts } from './statistic-keys.ts';

export interface FillFacts {
  rows: readonly AttendanceRow[];
  attendees: ReadonlyMap<string, AttendeeFacts>;
  /** Names by `kind:id`. */
  names: ReadonlyMap<string, string>;
}

type Measure = (rows: readonly AttendanceRow[]) => number;
const MEASURES: Record<StatisticsType, Measure> = {
  [StatisticsType.AttendanceCount]: (rows) => rows.reduce((sum, r) => sum + r.count, 0),
  [StatisticsType.AttendeeCount]: (rows) => new Set(rows.map((r) => r.attendeeId)).size,
  // Money is integer cents; the statistic shows euros (spec section 9: cents times 0.01).
  [StatisticsType.Revenues]: (rows) => rows.reduce((sum, r) => sum + r.centCost, 0) / 100,
};

const intersects = (allowed: readonly string[] | undefined, values: readonly string[]) =>
  !allowed?.length || values.some((v) => allowed.includes(v));
const allows = (allowed: readonly string[] | undefined, value: string | null) =>
  !allowed?.length || (value !== null && allowed.includes(value));

/** The allowed lists and ranges of the request (genders since decision 0063, characteristics and costs since 0068). */
function allowed(q: StatisticsRequest, facts: FillFacts): (row: AttendanceRow) => boolean {
  const ages = q.ageRanges?.length ? ageRangesOf(q) : null;
  const times = q.timeRanges?.length ? timeRangesOf(q) : null;
  return (row) => {
    if (!allows(q.locationIds, row.locationId) || !allows(q.roomIds, row.roomId) || !allows(q.courseIds, row.courseId)) return false;
    if (!intersects(q.trainerIds, row.trainerIds) || !intersects(q.departmentIds, row.departmentIds)) return false;
    const attendee = facts.attendees.get(row.attendeeId);
    if (q.membershipTypeIds?.length && !intersects(q.membershipTypeIds, heldOn(attendee, row.date))) return false;
    if (!allows(q.genders, attendee?.gender ?? null)) return false;
    if (q.characteristicIds?.length && !intersects(q.characteristicIds, characteristicsOn(attendee, row.date))) return false;
    if (q.costIds?.length && !intersects(q.costIds, singleCostsIn(attendee, row.date))) return false;
    if (ages) {
      const age = attendee?.birthday ? ageOn(attendee.birthday, row.date) : null;
      if (age === null || !ages.some((r) => age >= r.from && age <= r.till)) return false;
    }
    return !times || times.some((r) => row.timeFrom >= r.from && row.timeFrom < r.till);
  };
}

function bucketOrder(q: StatisticsRequest, kind: StatisticsCriterion['kind']): string[] | null {
  if (kind === 'Age') return ageRangesOf(q).map((r) => r.key);
  if (kind === 'Time') return timeRangesOf(q).map((r) => r.key);
  return null;
}

function nest(q: StatisticsRequest, facts: FillFacts, rows: readonly AttendanceRow[], c: StatisticsCriterion | null | undefined) {
  if (!c) return [];
  const groups = new Map<string, AttendanceRow[]>();
  for (const row of rows) {
    for (const key of keysOf(c.kind, row, facts.attendees.get(row.attendeeId), q)) {
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
  }
  const order = bucketOrder(q, c.kind);
  const results: StatisticsResult[] = [...groups].map(([key, group]) => ({
    key,
    label: facts.names.get(`${c.kind}:${key}`) ?? key,
    amount: MEASURES[q.type](group),
    nestedResults: nest(q, facts, group, c.nested),
  }));
  // Buckets keep their order; names go alphabetically; "unknown" and "none" last.
  const rank = (r: StatisticsResult) => (order ? order.indexOf(r.key) : 0) + (r.key === UNKNOWN || r.key === 'none' ? 1e6 : 0);
  return results.sort((a, b) => rank(a) - rank(b) || a.label!.localeCompare(b.label!, 'de'));
}

/** The facts a request groups or filters by; the store leaves the others out. */
export function neededFacts(q: StatisticsRequest) {
  const kinds = new Set<string>();
  for (let c = q.criterion; c; c = c.nested) kinds.add(c.kind);
  const characteristics = kinds.has('Characteristic') || !!q.characteristicIds?.length;
  const singleCosts = kinds.has('SingleCost') || !!q.costIds?.length;
  const attendee =
    q.type === StatisticsType.AttendeeCount ||
    kinds.has('Age') ||
    kinds.has('MembershipType') ||
    kinds.has('Gender') ||
    characteristics ||
    singleCosts ||
    !!q.membershipTypeIds?.length ||
    !!q.genders?.length ||
    !!q.ageRanges?.length;
  return {
    attendee,
    characteristics,
    singleCosts,
    date: attendee || q.timeUnit !== 'All',
    time: kinds.has('Time') || !!q.timeRanges?.length,
    course: kinds.has('Course') || !!q.courseIds?.length,
    room: kinds.has('Room') || !!q.roomIds?.length,
    location: kinds.has('Location') || !!q.locationIds?.length,
    trainers: kinds.has('Trainer') || !!q.trainerIds?.length,
    departments: kinds.has('Department') || !!q.departmentIds?.length,
  };
}

/**
 * One result per time bucket of the range (`total` for the time unit All, empty buckets too),
 * each nested by the criteria. A row in several groups of one level (two trainers) counts in
 * each, so a level's sum may exceed its parent; attendee counts are distinct per group.
 */
export function aggregateStatistics(q: StatisticsRequest, facts: FillFacts): StatisticsResult[] {
  const rows = facts.rows.filter(allowed(q, facts));
  const byTime = new Map<string, AttendanceRow[]>(timeKeysBetween(q.timeUnit, q.startDate, q.endDate).map((k) => [k, []]));
  for (const row of rows) byTime.get(timeKey(q.timeUnit, row.date))?.push(row);
  return [...byTime].map(([key, group]) => ({
    key,
    label: key,
    amount: MEASURES[q.type](group),
    nestedResults: nest(q, facts, group, q.criterion),
  }));
}

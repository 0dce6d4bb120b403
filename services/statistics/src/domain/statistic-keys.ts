import type { CriterionKind, StatisticsLayout, TimeUnit } from '@takt/proto';

/** Confirmed attendances alike in what a request asks, with what the read model knows around them. */
export interface AttendanceRow {
  attendeeId: string;
  /** yyyy-mm-dd and HH:mm, the appointment's (a moved appointment moves its attendances). */
  date: string;
  timeFrom: string;
  courseId: string;
  roomId: string | null;
  locationId: string | null;
  trainerIds: string[];
  departmentIds: string[];
  /** Attendances in this group (the store groups by the facts a request needs) and their cents. */
  count: number;
  centCost: number;
}

export interface HeldMembership {
  membershipTypeId: string;
  fromDate: string;
  tillDate: string | null;
}
/** A characteristic link of the attendee (null dates: open), decision 0068. */
export interface HeldCharacteristic {
  referenceId: string;
  fromDate: string | null;
  tillDate: string | null;
}
/** An uncancelled single-cost position: the catalogue cost and the month (yyyy-mm) it was charged in. */
export interface ChargedCost {
  costId: string;
  month: string;
}
export interface AttendeeFacts {
  birthday: string | null;
  /** male or female; null when membership did not say (no salutation, older events). */
  gender?: string | null;
  memberships: HeldMembership[];
  /** Loaded only when a request groups or filters by them. */
  characteristics?: HeldCharacteristic[];
  singleCosts?: ChargedCost[];
}

export const UNKNOWN = 'unknown';
/** Held no membership on the attendance's date. */
export const NONE = 'none';

interface Range<T> {
  key: string;
  from: T;
  till: T;
}

// Spec: antemeridian up to 10, noon up to 13, afternoon up to 16, evening to the end of the day.
export const DEFAULT_TIME_RANGES: Range<string>[] = [
  { key: 'antemeridian', from: '00:00', till: '10:00' },
  { key: 'noon', from: '10:00', till: '13:00' },
  { key: 'afternoon', from: '13:00', till: '16:00' },
  { key: 'evening', from: '16:00', till: '24:00' },
];
export const DEFAULT_AGE_RANGES: Range<number>[] = [
  [0, 17],
  [18, 29],
  [30, 44],
  [45, 59],
  [60, 150],
].map(([from, till]) => ({ key: `${from}-${till}`, from: from!, till: till! }));

// Asked once per row: kept per request object.
const timeRangesCache = new WeakMap<StatisticsLayout, Range<string>[]>();
const ageRangesCache = new WeakMap<StatisticsLayout, Range<number>[]>();
function cached<T>(cache: WeakMap<StatisticsLayout, T>, l: StatisticsLayout, make: () => T): T {
  let value = cache.get(l);
  if (value === undefined) cache.set(l, (value = make()));
  return value;
}
export const timeRangesOf = (l: StatisticsLayout): Range<string>[] =>
  cached(timeRangesCache, l, () =>
    l.timeRanges?.length ? l.timeRanges.map((r) => ({ key: `${r.from}-${r.till}`, ...r })) : DEFAULT_TIME_RANGES,
  );
export const ageRangesOf = (l: StatisticsLayout): Range<number>[] =>
  cached(ageRangesCache, l, () =>
    l.ageRanges?.length ? l.ageRanges.map((r) => ({ key: `${r.from}-${r.till}`, ...r })) : DEFAULT_AGE_RANGES,
  );

/** Whole years on `date` of someone born on `birthday` (both yyyy-mm-dd). */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

export const heldOn = (a: AttendeeFacts | undefined, date: string): string[] =>
  (a?.memberships ?? []).filter((m) => m.fromDate <= date && (m.tillDate === null || m.tillDate >= date)).map((m) => m.membershipTypeId);

/** The characteristics the attendee held on `date` (the links' dates include it). */
export const characteristicsOn = (a: AttendeeFacts | undefined, date: string): string[] => [
  ...new Set(
    (a?.characteristics ?? [])
      .filter((c) => (c.fromDate === null || c.fromDate <= date) && (c.tillDate === null || c.tillDate >= date))
      .map((c) => c.referenceId),
  ),
];

/**
 * The single costs the attendee was charged in the calendar month of `date` (decision 0068): a
 * trial lesson or ten-visit card bought in March stands beside the March attendances, whatever
 * time unit the request shows.
 */
export const singleCostsIn = (a: AttendeeFacts | undefined, date: string): string[] => [
  ...new Set((a?.singleCosts ?? []).filter((c) => c.month === date.slice(0, 7)).map((c) => c.costId)),
];

/** The ISO week (`2026-W09`) of a yyyy-mm-dd date. */
export function isoWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - day + 3); // the week's Thursday decides its year
  const year = d.getUTCFullYear();
  const week = 1 + Math.floor((d.getTime() - Date.UTC(year, 0, 1)) / 604_800_000);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function timeKey(unit: TimeUnit, date: string): string {
  if (unit === 'Day') return date;
  if (unit === 'Week') return isoWeek(date);
  if (unit === 'Month') return date.slice(0, 7);
  if (unit === 'Year') return date.slice(0, 4);
  return 'total';
}

/** Every time bucket of [start, end] in order, so a chart shows empty days as 0. */
export function timeKeysBetween(unit: TimeUnit, start: string, end: string): string[] {
  const keys: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const key = timeKey(unit, new Date(t).toISOString().slice(0, 10));
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** The groups a row falls into for a criterion (several for trainers, departments, memberships). */
export function keysOf(kind: CriterionKind, row: AttendanceRow, attendee: AttendeeFacts | undefined, layout: StatisticsLayout): string[] {
  switch (kind) {
    case 'Location':
      return [row.locationId ?? UNKNOWN];
    case 'Department':
      return row.departmentIds.length ? row.departmentIds : [UNKNOWN];
    case 'Room':
      return [row.roomId ?? UNKNOWN];
    case 'Trainer':
      return row.trainerIds.length ? row.trainerIds : [UNKNOWN];
    case 'Course':
      return [row.courseId];
    case 'MembershipType': {
      const held = heldOn(attendee, row.date);
      return held.length ? held : [NONE];
    }
    case 'Age': {
      if (!attendee?.birthday) return [UNKNOWN];
      const age = ageOn(attendee.birthday, row.date);
      return [ageRangesOf(layout).find((r) => age >= r.from && age <= r.till)?.key ?? UNKNOWN];
    }
    case 'Time':
      return [timeRangesOf(layout).find((r) => row.timeFrom >= r.from && row.timeFrom < r.till)?.key ?? UNKNOWN];
    case 'Gender':
      return [attendee?.gender ?? UNKNOWN];
    case 'Characteristic': {
      const held = characteristicsOn(attendee, row.date);
      return held.length ? held : [NONE];
    }
    case 'SingleCost': {
      const charged = singleCostsIn(attendee, row.date);
      return charged.length ? charged : [NONE];
    }
  }
}

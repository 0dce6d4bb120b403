import { REPORT_PAGE_SIZE, type RegistrationReport, type RegistrationReportRequest } from '@takt/proto';
import { timeKey, timeKeysBetween } from './statistic-keys.ts';
import { availabilityIn, type AvailabilityRule, type Window } from './trainer-availability.ts';

/** Live registrations (confirmed or waiting) alike in appointment date, start and trainers. */
export interface RegistrationGroup {
  date: string;
  timeFrom: string;
  trainerIds: string[];
  count: number;
}
/** An appointment a trainer leads in the range (any filter: a trainer teaching elsewhere is busy too). */
export interface TrainerSlot {
  trainerId: string;
  date: string;
  timeFrom: string;
}

const UNITS = { Days: 'Day', Weeks: 'Week', Months: 'Month' } as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The bucket an appointment starting at `date` `timeFrom` falls into. */
export function bucketOf(q: Pick<RegistrationReportRequest, 'timeframe' | 'fractions'>, date: string, timeFrom: string): string {
  if (q.timeframe !== 'Hours') return timeKey(UNITS[q.timeframe], date);
  const [hh, mm] = timeFrom.split(':').map(Number) as [number, number];
  const step = 60 / q.fractions;
  return `${date}T${pad(hh)}:${pad(Math.floor(mm / step) * step)}`;
}

/**
 * Every bucket of the range in order, empty ones too (a chart shows them as 0), with the parts of
 * days it spans: its slot for hours, else its dates within the range.
 */
export function bucketWindows(q: Pick<RegistrationReportRequest, 'timeframe' | 'start' | 'end' | 'fractions'>): Map<string, Window[]> {
  const windows = new Map<string, Window[]>();
  const step = 60 / q.fractions;
  const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  for (const date of timeKeysBetween('Day', q.start, q.end)) {
    if (q.timeframe === 'Hours') {
      for (let minute = 0; minute < 24 * 60; minute += step)
        windows.set(`${date}T${hhmm(minute)}`, [{ date, from: hhmm(minute), till: hhmm(minute + step) }]);
      continue;
    }
    const key = bucketOf(q, date, '00:00');
    if (!windows.has(key)) windows.set(key, []);
    windows.get(key)!.push({ date, from: '00:00', till: '24:00' });
  }
  return windows;
}

/**
 * The report: registrations per bucket, and one row per trainer (by name, a page at a time) with
 * their registrations and, per bucket, whether they teach there, are absent, free or unknown
 * (decision 0067: in a course before absent before free).
 */
export function registrationReport(
  q: RegistrationReportRequest,
  groups: RegistrationGroup[],
  slots: TrainerSlot[],
  rules: AvailabilityRule[],
  trainerIds: string[],
  names: Map<string, string>,
  pageSize = REPORT_PAGE_SIZE,
): RegistrationReport {
  const windows = bucketWindows(q);
  const keys = [...windows.keys()];
  const perBucket = new Map(keys.map((k) => [k, 0]));
  const perTrainer = new Map<string, number>(trainerIds.map((id) => [id, 0]));
  for (const g of groups) {
    const key = bucketOf(q, g.date, g.timeFrom);
    if (perBucket.has(key)) perBucket.set(key, perBucket.get(key)! + g.count);
    for (const t of g.trainerIds) if (perTrainer.has(t)) perTrainer.set(t, perTrainer.get(t)! + g.count);
  }
  const busy = new Set(slots.map((s) => `${s.trainerId}|${bucketOf(q, s.date, s.timeFrom)}`));
  const rows = trainerIds
    .map((id) => ({ trainerId: id, name: names.get(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.trainerId.localeCompare(b.trainerId));
  const rulesOf = (trainerId: string) => rules.filter((r) => r.trainerId === trainerId);
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = rows.slice((q.page - 1) * pageSize, q.page * pageSize);
  return {
    timeframe: q.timeframe,
    buckets: keys.map((key) => ({ key, registrations: perBucket.get(key)! })),
    total: [...perBucket.values()].reduce((a, b) => a + b, 0),
    trainers: page.map((r) => {
      const own = rulesOf(r.trainerId);
      return {
        ...r,
        registrations: perTrainer.get(r.trainerId)!,
        availability: keys.map((k) => availabilityIn(busy.has(`${r.trainerId}|${k}`), windows.get(k) ?? [], own)),
      };
    }),
    page: q.page,
    totalPages,
  };
}

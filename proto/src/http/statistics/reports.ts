import { z } from 'zod';
import { LocalDate, Uuid } from '../common.ts';

// Spec section 3 "Registration count report": how many registrations (live bookings: confirmed
// or on the waiting list) the appointments of a range hold per hour, day, week or month, and the
// trainers' availability in those buckets; trainer skill coverage is membership's
// GET /api/Trainers/GetSkillCoverages (decision 0063).

export const ReportTimeframe = ['Hours', 'Days', 'Weeks', 'Months'] as const;
export type ReportTimeframe = (typeof ReportTimeframe)[number];
export const TrainerAvailability = ['AvailableFree', 'Absent', 'AvailableInCourse', 'Unknown'] as const;
export type TrainerAvailability = (typeof TrainerAvailability)[number];

/** By hour at most 31 days, by day at most 400, by week or month at most ten years. */
export const MAX_REPORT_DAYS: Record<ReportTimeframe, number> = { Hours: 31, Days: 400, Weeks: 3660, Months: 3660 };
export const REPORT_PAGE_SIZE = 10;
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const ids = z.array(Uuid).max(200).optional();

export const RegistrationReportRequest = z
  .object({
    /** The spec's numbers (Hours 0 … Months 3) are accepted too. */
    timeframe: z.preprocess((v) => (typeof v === 'number' ? (ReportTimeframe[v] ?? v) : v), z.enum(ReportTimeframe)).default('Days'),
    start: LocalDate,
    end: LocalDate,
    /**
     * Minutes the caller's clock is ahead of UTC. Appointments carry the studio's wall-clock dates
     * and times, so buckets need no shifting; the value is checked and otherwise not used.
     */
    timezoneOffset: z.number().int().min(-840).max(840).optional(),
    /** Parts of an hour by hour (1, 2 or 4: hours, half hours, quarter hours); ignored otherwise. */
    fractions: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(1),
    locationIds: ids,
    departmentIds: ids,
    courseIds: ids,
    roomIds: ids,
    trainerIds: ids,
    /** 1-based page of the trainer rows (REPORT_PAGE_SIZE each). */
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .refine((r) => r.end >= r.start, { path: ['end'], message: 'must not be before start' })
  .refine((r) => daysBetween(r.start, r.end) < MAX_REPORT_DAYS[r.timeframe], {
    path: ['end'],
    message: 'range too long for the timeframe',
  });
export type RegistrationReportRequest = z.infer<typeof RegistrationReportRequest>;

export const ReportBucket = z.object({
  /** `2026-03-02T18:30` (Hours), `2026-03-02` (Days), `2026-W10` (Weeks) or `2026-03` (Months). */
  key: z.string(),
  registrations: z.number().int(),
});
export const ReportTrainerRow = z.object({
  trainerId: Uuid,
  name: z.string(),
  /** Registrations of the appointments this trainer leads in the range (filters applied). */
  registrations: z.number().int(),
  /** One entry per bucket, in the buckets' order. */
  availability: z.array(z.enum(TrainerAvailability)),
});
export const RegistrationReport = z.object({
  timeframe: z.enum(ReportTimeframe),
  buckets: z.array(ReportBucket),
  total: z.number().int(),
  trainers: z.array(ReportTrainerRow),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type RegistrationReport = z.infer<typeof RegistrationReport>;

/** The home dashboard's figures for the caller's company on `date` (the caller's local today). */
export const DashboardQuery = z.object({ date: LocalDate });
export const DashboardFigures = z.object({
  /** Live registrations (confirmed or waiting) for appointments on `date`. */
  registrationsToday: z.number().int(),
  /** Live registrations for appointments in `date`'s week (Monday to Sunday). */
  registrationsThisWeek: z.number().int(),
  /** Of those this week, the ones on a waiting list. */
  waitingThisWeek: z.number().int(),
  /** Confirmed attendances of appointments from the 1st of `date`'s month to `date`. */
  attendancesThisMonth: z.number().int(),
  /** Attendees holding a membership on `date`. */
  activeMembers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

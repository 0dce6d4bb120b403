import { z } from 'zod';
import { commaList, LocalDate, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Spec sections 3 and 7: the calendar of a day, a week (Monday first) or a month (its whole
// weeks), for staff and anonymously per company; iCal feeds behind a secret revocable URL.

const calendar = screenRoles('/calendar');

export const CalendarDateType = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['day', 'week', 'month']));
export type CalendarDateType = z.infer<typeof CalendarDateType>;

export const CalendarParams = z.object({
  locale: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 2).toLowerCase() : v), z.enum(['de', 'en'])),
  date: LocalDate,
  dateType: CalendarDateType,
});
export const AnonymousCalendarParams = CalendarParams.extend({ companyId: Uuid });

/** Filters as comma lists; departmentIds by the departments identity linked the courses to. */
export const CalendarQuery = z.object({
  locationIds: commaList(Uuid).optional(),
  departmentIds: commaList(Uuid).optional(),
  courseIds: commaList(Uuid).optional(),
  roomIds: commaList(Uuid).optional(),
  trainerIds: commaList(Uuid).optional(),
  courseTypes: commaList(z.coerce.number().int().min(0).max(2)).optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarAppointment = z.object({
  id: Uuid,
  courseId: Uuid,
  courseName: z.string(),
  courseColor: z.string(),
  courseType: z.number().int(),
  date: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  roomId: Uuid.nullable(),
  roomName: z.string().nullable(),
  locationId: Uuid.nullable(),
  locationName: z.string().nullable(),
  maxAttendees: z.number().int(),
  /** Confirmed bookings. */
  countOfAttendancesForTheDate: z.number().int(),
  isCancelled: z.boolean(),
  /** The course's drop-in price in cents. */
  centCost: z.number().int(),
});
export type CalendarAppointment = z.infer<typeof CalendarAppointment>;

export const CalendarDay = z.object({
  date: LocalDate,
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: z.number().int(),
  /** The weekday's name in the requested locale. */
  dayName: z.string(),
  appointments: z.array(CalendarAppointment),
  /** Sum of the drop-in prices (cents) of the day's appointments that take place. */
  costs: z.number().int(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const CalendarAnswer = z.object({ from: LocalDate, till: LocalDate, days: z.array(CalendarDay) });
export type CalendarAnswer = z.infer<typeof CalendarAnswer>;

export const schedulingCalendarContracts = {
  getCalendar: route({
    method: 'GET',
    path: '/api/Calendar/:locale/:date/:dateType',
    service: 'scheduling',
    access: calendar,
    permission: 'appointmentsView',
    summary: 'The days of a day, week (Monday first) or month (whole weeks) with their appointments of active courses',
    params: CalendarParams,
    query: CalendarQuery,
    response: CalendarAnswer,
  }),
  getCalendarAnonymous: route({
    method: 'GET',
    path: '/api/Calendar/GetAnonymous/:companyId/:locale/:date/:dateType',
    service: 'scheduling',
    access: 'public',
    summary: "A company's public calendar (cached; a change shows at once)",
    params: AnonymousCalendarParams,
    query: CalendarQuery,
    response: CalendarAnswer,
  }),
} satisfies Record<string, RouteContract>;

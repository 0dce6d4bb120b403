import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingAppointmentContracts as appointments } from '@takt/proto/http/scheduling/appointments';
import {
  schedulingCalendarContracts as routes,
  type CalendarAppointment,
  type CalendarDateType,
} from '@takt/proto/http/scheduling/calendar';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const calendarKeys = queryKeys('calendar');

/** What the calendar shows: the view's first day and its kind (the server answers whole weeks). */
export interface CalendarWindow {
  date: string;
  dateType: CalendarDateType;
}

export interface CalendarFilters {
  locationId: string;
  departmentId: string;
  courseId: string;
}

const filterQuery = (f: CalendarFilters) =>
  new URLSearchParams({
    ...(f.locationId && { locationIds: f.locationId }),
    ...(f.departmentId && { departmentIds: f.departmentId }),
    ...(f.courseId && { courseIds: f.courseId }),
  }).toString();

export const useCalendar = (locale: 'de' | 'en', w: CalendarWindow | undefined, f: CalendarFilters) =>
  useQuery({
    queryKey: calendarKeys.list({ locale, ...w, ...f }),
    enabled: !!w,
    queryFn: () => call(routes.getCalendar, { params: { locale, ...w! }, query: filterQuery(f) }),
  });

export const usePublicCalendar = (companyId: string, locale: 'de' | 'en', w: CalendarWindow | undefined) =>
  useQuery({
    queryKey: calendarKeys.related(companyId, JSON.stringify({ locale, ...w })),
    enabled: !!w,
    queryFn: () => call(routes.getCalendarAnonymous, { params: { companyId, locale, ...w! } }),
  });

/** Moves one appointment to another day and time, keeping its room, capacity and note. */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ a, date, timeFrom, timeTill }: { a: CalendarAppointment; date: string; timeFrom: string; timeTill: string }) => {
      // The update replaces room, capacity and note: take them from the appointment as it is now.
      const now = await call(appointments.getAppointment, { params: { id: a.id } });
      return call(appointments.updateAppointment, {
        params: { id: a.id },
        body: { date, timeFrom, timeTill, roomId: now.roomId, maxAttendees: now.maxAttendees, text: now.text },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

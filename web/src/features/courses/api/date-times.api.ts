import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingDateTimeContracts as routes, type DateTimeInput } from '@takt/proto/http/scheduling/date-times';
import { schedulingAppointmentContracts } from '@takt/proto/http/scheduling/appointments';
import { schedulingRoomContracts } from '@takt/proto/http/scheduling/rooms';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { courseKeys } from './courses.api.ts';

export const dateTimeKeys = queryKeys('dateTimes');
const appointmentKeys = queryKeys('appointments');
export type DateTimeValues = z.input<typeof DateTimeInput>;

/** A course's date-times (a course has a handful: one page of 25). */
export const useCourseDateTimes = (courseId: string) =>
  useQuery({
    queryKey: dateTimeKeys.related(courseId, 'of-course'),
    queryFn: () =>
      call(routes.listDateTimes, {
        query: odataQuery({ top: 25, skip: 0, filters: [{ field: 'courseId', op: 'eq', value: courseId }], count: false }),
      }),
    select: (list) => list.value,
  });

/** The active rooms of a location to hold a course's date-time in (all rooms when the course has none). */
export const useRoomChoices = (locationId: string | null) =>
  useQuery({
    queryKey: queryKeys('rooms').related(locationId ?? 'all', 'choices'),
    queryFn: () =>
      call(schedulingRoomContracts.listRooms, {
        query: odataQuery({
          top: 100,
          skip: 0,
          count: false,
          filters: [
            { field: 'active', op: 'eq', value: true },
            ...(locationId ? [{ field: 'locationId', op: 'eq' as const, value: locationId }] : []),
          ],
        }),
      }),
    select: (list) => list.value,
  });

/**
 * Saves a date-time and brings its appointments in line: a new one gets its appointments, a
 * changed one is regenerated (booked appointments are never moved; the answer lists them).
 */
export function useSaveDateTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, keepExisting }: { id?: string; body: DateTimeValues; keepExisting: boolean }) => {
      if (!id) {
        const created = await call(routes.createDateTime, { body });
        const { created: count } = await call(schedulingAppointmentContracts.addAppointmentsByDateTime, {
          body: { dateTimeId: created.id },
        });
        return { id: created.id, outcome: { created: count, updated: 0, deleted: 0, kept: [] } };
      }
      await call(routes.updateDateTime, { params: { id }, body });
      const outcome = await call(routes.updateAppointmentsByDateTime, {
        body: { dateTimeId: id, doNotChangeExistingAppointments: keepExisting },
      });
      return { id, outcome };
    },
    onSuccess: () =>
      Promise.all([dateTimeKeys.all, appointmentKeys.all, courseKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useDeleteDateTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteDateTime, { params: { id } }),
    onSuccess: () => Promise.all([dateTimeKeys.all, appointmentKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const checkDateTimeBooked = (id: string) => call(routes.checkDateTimeBooked, { params: { id } });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingTrainerContracts as routes, type CourseTrainerItem } from '@takt/proto/http/scheduling/trainers';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// For the course screens: who teaches a course time, and who teaches an appointment.

export const courseTrainerKeys = queryKeys('course-trainers');
export const appointmentTrainerKeys = queryKeys('appointment-trainers');

export const useCourseTrainers = (filter: { dateTimeId?: string; trainerId?: string; courseId?: string }) =>
  useQuery({
    queryKey: courseTrainerKeys.list(filter),
    queryFn: () => call(routes.listCourseTrainers, { query: new URLSearchParams(filter).toString() }),
  });

/** Replaces the named course times' trainers; `applyToAppointments` also their future appointments'. */
export function useSetCourseTrainers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, applyToAppointments }: { items: z.input<typeof CourseTrainerItem>[]; applyToAppointments: boolean }) =>
      call(routes.addCourseTrainers, { params: { applyToAppointments: String(applyToAppointments) as 'true' | 'false' }, body: items }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseTrainerKeys.all }),
        queryClient.invalidateQueries({ queryKey: appointmentTrainerKeys.all }),
      ]),
  });
}

export const useAppointmentTrainers = (appointmentId: string) =>
  useQuery({
    queryKey: appointmentTrainerKeys.related(appointmentId, 'list'),
    queryFn: () => call(routes.getAppointmentTrainers, { params: { id: appointmentId } }),
  });

export function useSetAppointmentTrainers(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainersId: string[]) => call(routes.addAppointmentTrainers, { params: { id: appointmentId }, body: { trainersId } }),
    // The appointment's own answer names its trainers too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentTrainerKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys('appointments').all }),
      ]),
  });
}

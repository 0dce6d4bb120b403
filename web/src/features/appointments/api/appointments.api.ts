import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingAppointmentContracts as routes, type AppointmentInput } from '@takt/proto/http/scheduling/appointments';
import { schedulingRoomContracts } from '@takt/proto/http/scheduling/rooms';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of appointments starts with this key; writes invalidate it (the grid's lists too). */
export const appointmentKeys = queryKeys('appointments');

export const useAppointment = (id: string | undefined) =>
  useQuery({
    queryKey: appointmentKeys.detail(id ?? ''),
    queryFn: () => call(routes.getAppointment, { params: { id: id! } }),
    enabled: Boolean(id),
  });

function useAppointmentWrite<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }) });
}

export const useUpdateAppointment = () =>
  useAppointmentWrite(({ id, body }: { id: string; body: z.input<typeof AppointmentInput> }) =>
    call(routes.updateAppointment, { params: { id }, body }),
  );

/** The staff's language goes with the cancellation; the members are told in their own. */
export const useCancelAppointment = () =>
  useAppointmentWrite(({ id, locale, reason }: { id: string; locale: 'de' | 'en'; reason?: string }) =>
    call(routes.cancelAppointment, {
      params: { id, locale },
      query: reason ? new URLSearchParams({ reason }).toString() : undefined,
    }),
  );

export const useDeleteAppointment = () => useAppointmentWrite((id: string) => call(routes.deleteAppointment, { params: { id } }));

/** The active rooms an appointment may move to (by name). */
export const useRoomChoices = () =>
  useQuery({
    queryKey: ['rooms', 'list', 'choices'],
    queryFn: async () =>
      (
        await call(schedulingRoomContracts.listRooms, {
          query: odataQuery({
            top: 1000,
            skip: 0,
            filters: [{ field: 'active', op: 'eq', value: true }],
            orderBy: [{ field: 'name', direction: 'asc' }],
          }),
        })
      ).value,
  });

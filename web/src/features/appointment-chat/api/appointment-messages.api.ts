import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingAppointmentMessageContracts as routes } from '@takt/proto/http/scheduling/appointment-messages';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** An appointment's chat is `detail(appointmentId)`; the hub's NewAppointmentMessage notice invalidates it. */
export const appointmentMessageKeys = queryKeys('appointment-messages');

export const useAppointmentMessages = (appointmentId: string) =>
  useQuery({
    queryKey: appointmentMessageKeys.detail(appointmentId),
    queryFn: () => call(routes.getAppointmentMessages, { params: { id: appointmentId } }),
  });

export function usePostAppointmentMessage(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(routes.postAppointmentMessage, { body: { appointmentId, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentMessageKeys.detail(appointmentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingTaskRequestContracts as routes } from '@takt/proto/http/booking/task-requests';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of task requests starts with this key; decisions invalidate it. */
export const taskRequestKeys = queryKeys('task-requests');

/** Accepts (a place, else the waiting list) or rejects open requests; the server decides all of them or none. */
export function useDecideTaskRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { referencesId: string[]; status: 'ACCEPT' | 'REJECT' }) => call(routes.updateTaskRequestStatusMultiple, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskRequestKeys.all }),
  });
}

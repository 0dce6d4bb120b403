import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingAvailabilityContracts as routes, type AvailabilityInput } from '@takt/proto/http/scheduling/availabilities';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of a trainer's availabilities starts with this key; writes invalidate it. */
export const availabilityKeys = queryKeys('availabilities');

export const useAvailabilities = (trainerId: string) =>
  useQuery({
    queryKey: availabilityKeys.related(trainerId, 'list'),
    queryFn: () => call(routes.getTrainerAvailabilities, { params: { id: trainerId } }),
  });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof AvailabilityInput> }) =>
      id
        ? call(routes.updateAvailability, { params: { id }, body }).then((r) => ({ id: r.id }))
        : call(routes.createAvailability, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

export function useRemoveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteAvailability, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

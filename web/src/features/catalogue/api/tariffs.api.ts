import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipTariffContracts as routes, type TariffInput, type TariffRefInput } from '@takt/proto/http/membership/tariffs';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const tariffKeys = queryKeys('tariffs');

export const useTariff = (id: string) =>
  useQuery({ queryKey: tariffKeys.detail(id), queryFn: () => call(routes.getTariff, { params: { id } }) });

export function useSaveTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof TariffInput> }) =>
      id ? call(routes.updateTariff, { params: { id }, body }).then((t) => ({ id: t.id })) : call(routes.createTariff, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

export function useDeleteTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteTariff, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

/** The tariff's cost per membership type. */
export const useTariffRefs = (tariffId: string) =>
  useQuery({
    queryKey: tariffKeys.related(tariffId, 'refs'),
    queryFn: () => call(routes.getAllTariffRefs, { query: new URLSearchParams({ tariffId }).toString() }),
  });

export function useAddTariffRef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof TariffRefInput>) => call(routes.createTariffRef, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

export function useRemoveTariffRef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteTariffRef, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingInvoicePositionContracts as routes, type InvoicePositionInput } from '@takt/proto/http/billing/invoice-positions';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { invoiceKeys } from './invoices.api.ts';

/** Spec section 9: non-paginated fetches take 250. */
const ALL = 250;

/** The positions of one invoice (short, not paged). */
export const useInvoicePositions = (invoiceId: string) =>
  useQuery({
    queryKey: invoiceKeys.related(invoiceId, 'positions'),
    queryFn: async () =>
      (
        await call(routes.listInvoicePositions, {
          query: odataQuery({ top: ALL, skip: 0, filters: [{ field: 'invoiceId', op: 'eq', value: invoiceId }] }),
        })
      ).value,
  });

function usePositionMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // Positions, invoices and their sums move together: one key for all of them.
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const useAddPosition = () =>
  usePositionMutation((body: z.input<typeof InvoicePositionInput>) => call(routes.createInvoicePosition, { body }));
export const useCancelPosition = () => usePositionMutation((id: string) => call(routes.cancelInvoicePosition, { params: { id } }));
export const useUnCancelPosition = () => usePositionMutation((id: string) => call(routes.unCancelInvoicePosition, { params: { id } }));

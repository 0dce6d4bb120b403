import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingPaymentDataContracts as routes, type UpdatePaymentMandateBody } from '@takt/proto/http/billing/payment-data';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Payment data by attendee id; a save invalidates it (and the direct-debit preview reads fresh data). */
export const paymentDataKeys = queryKeys('paymentData');

export const usePaymentMandate = (attendeeId: string, enabled = true) =>
  useQuery({
    queryKey: paymentDataKeys.detail(attendeeId),
    queryFn: () => call(routes.getPaymentMandate, { params: { id: attendeeId } }),
    enabled,
  });

export function useSavePaymentMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UpdatePaymentMandateBody>) => call(routes.updatePaymentMandate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentDataKeys.all }),
  });
}

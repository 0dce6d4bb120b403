import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingInvoiceContracts as routes, type InvoiceUpdate } from '@takt/proto/http/billing/invoices';
import type { z } from 'zod';
import { billingInvoiceRunContracts as runs, type InvoiceRunInput } from '@takt/proto/http/billing/invoice-runs';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of invoices (and their positions and runs) starts with this key; writes invalidate it. */
export const invoiceKeys = queryKeys('invoices');

export const useInvoice = (id: string) =>
  useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => call(routes.getInvoice, { params: { id } }) });

export function useSetInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentStatus }: { id: string; paymentStatus: z.input<typeof InvoiceUpdate>['paymentStatus'] }) =>
      call(routes.updateInvoice, { params: { id }, body: { paymentStatus } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export function useRaiseDunningLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.raiseDunningLevel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** The run's row (null until it exists). */
const fetchRun = async (runId: string) =>
  (await call(runs.listInvoiceRuns, { query: odataQuery({ top: 1, skip: 0, filters: [{ field: 'id', op: 'eq', value: runId }] }) }))
    .value[0] ?? null;

/**
 * Starts a run and settles when it is over: the server answers at once and invoices in the
 * background, so the row is read again until it is finished (or failed).
 */
export function useRunInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceRunInput & { runId: string }) => {
      await call(runs.runInvoices, { body });
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const run = await fetchRun(body.runId);
        if (run?.status === 'failed') throw new Error('invoice run failed');
        if (run?.status === 'finished') return run;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** One run's row while it goes: the hub's progress notice invalidates it, the poll covers a socket that is down. */
export const useInvoiceRun = (runId: string) =>
  useQuery({ queryKey: invoiceKeys.related(runId, 'run'), queryFn: () => fetchRun(runId), refetchInterval: 2_000 });

export const useBillingSettings = () =>
  useQuery({ queryKey: invoiceKeys.related('settings', 'billing'), queryFn: () => call(runs.getBillingSettings, {}) });

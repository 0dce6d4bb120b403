import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingDirectDebitContracts as routes, type ReturnImport, type SepaFormat } from '@takt/proto/http/billing/direct-debits';
import { call, download, saveFile } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The batches list and everything derived from collected invoices; a new batch or a return invalidates it. */
export const directDebitKeys = queryKeys('directDebitBatches');

export const usePreview = () =>
  useMutation({ mutationFn: (collectionDate: string) => call(routes.previewDirectDebit, { body: { collectionDate } }) });

/** Creates the batch and hands its pain.008 file to the browser. */
export function useCreateSepaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { collectionDate: string; format: SepaFormat }) => {
      const file = await download(routes.createSepaFile, { body });
      saveFile(file, `SEPA-${body.collectionDate}.xml`);
      return file.headers.get('x-batch-id');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.all }),
  });
}

export const downloadBatchFile = async (id: string) =>
  saveFile(await download(routes.getDirectDebitFile, { params: { id } }), `SEPA-${id}.xml`);

export function useImportReturns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('File', file);
      const c = routes.importDirectDebitReturns;
      return send<ReturnImport>({ method: c.method, path: c.path, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.all }),
  });
}

const settingsKey = [...directDebitKeys.all, 'settings'] as const;

export const useDirectDebitSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => call(routes.getDirectDebitSettings) });

export function useSaveReturnFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnFeeCents: number) => call(routes.updateDirectDebitSettings, { body: { returnFeeCents } }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

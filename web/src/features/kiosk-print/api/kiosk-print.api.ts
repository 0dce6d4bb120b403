import { useQuery } from '@tanstack/react-query';
import type { RouteContract } from '@takt/proto/http/contract';
import { download } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const keys = queryKeys('kiosk-print');

/**
 * A printed list's page as HTML (`format=html`, decision 0056): the same markup documents renders
 * into the PDF, so the kiosk page and the paper cannot drift. Never cached: a kiosk reloads it to
 * print the list as it is now.
 */
export const usePrintPage = (contract: RouteContract, id: string, lang: string) =>
  useQuery({
    queryKey: keys.related(id, `${contract.path}:${lang}`),
    queryFn: async () => (await download(contract, { params: { id }, query: `lang=${lang}&format=html` })).blob.text(),
    gcTime: 0,
  });

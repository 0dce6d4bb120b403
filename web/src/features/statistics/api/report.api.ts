import { useMutation, useQuery } from '@tanstack/react-query';
import { statisticsContracts as routes, type RegistrationReportRequest } from '@takt/proto/http/statistics/index';
import { call, download, saveFile } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The registration count report (Reports/Fill); a page of trainers at a time. */
export const useReportFill = () => useMutation({ mutationFn: (body: RegistrationReportRequest) => call(routes.fillReport, { body }) });

const dashboardKeys = queryKeys('dashboard');

/** The home page's figures on the caller's `date` (office staff only). */
export const useDashboard = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.detail(date),
    queryFn: () => call(routes.getDashboard, { query: new URLSearchParams({ date }).toString() }),
    enabled,
  });

/** The whole report (every trainer) as an Excel file; spec: culture de-DE for German, else en-US. */
export async function exportReport(locale: 'de' | 'en', body: RegistrationReportRequest): Promise<void> {
  const file = await download(routes.exportReport, { params: { culture: locale === 'de' ? 'de-DE' : 'en-US' }, body });
  saveFile(file, `registrations-${body.start}-${body.end}.xlsx`);
}

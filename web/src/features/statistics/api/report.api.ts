import { useMutation, useQuery } from '@tanstack/react-query';
import { statisticsContracts as routes, type RegistrationReportRequest } from '@takt/proto/http/statistics/index';
import { call } from '../../../api/call.ts';
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

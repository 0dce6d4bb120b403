import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  statisticsContracts as routes,
  type StatisticsLayout,
  type StatisticsRequest,
  type StatisticsResult,
} from '@takt/proto/http/statistics/index';
import { call, download, saveFile } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Saved layouts; adding, changing or deleting one invalidates `presetKeys.all`. */
export const presetKeys = queryKeys('statistics-presets');

export const useFill = () => useMutation({ mutationFn: (body: StatisticsRequest) => call(routes.fill, { body }) });

/** Every preset of the company by name (spec section 9); a company keeps few, so one page of 250. */
export const usePresets = () => useQuery({ queryKey: presetKeys.all, queryFn: () => call(routes.getPresets, { query: '$top=250' }) });

export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { id?: string; name: string; layout: StatisticsLayout }) =>
      p.id ? call(routes.updatePreset, { body: { id: p.id, name: p.name, layout: p.layout } }) : call(routes.addPreset, { body: p }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deletePreset, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}

/** The rows the screen shows as an Excel file, in the user's language. */
export async function exportToExcel(locale: 'de' | 'en', request: StatisticsRequest, rows: StatisticsResult[]): Promise<void> {
  const { startDate, endDate, ...layout } = request;
  const file = await download(routes.exportToExcel, {
    params: { locale },
    body: { statisticsRequestClass: layout, startDate, endDate, rows },
  });
  saveFile(file, `statistics-${startDate}-${endDate}.xlsx`);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityCompanyContracts as routes, type CompanyData } from '@takt/proto/http/identity/company';
import { identitySettingsContracts as settings, type CompanySettingsInput } from '@takt/proto/http/identity/settings';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { settingsKey } from '../../../app/session/company-color.ts';

export const companyKeys = queryKeys('company');

export const useOwnCompany = () => useQuery({ queryKey: companyKeys.detail('own'), queryFn: () => call(routes.getOwnCompany) });

export const useCountries = (lang: string) =>
  useQuery({
    queryKey: companyKeys.related('countries', lang),
    queryFn: () => call(routes.listCountries, { query: `lang=${lang}` }),
    staleTime: Infinity,
  });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CompanyData>) => call(routes.updateCompany, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** The settings share the shell's query (company colour), so a save recolours the app at once. */
export const useSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => call(settings.getSettings) });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CompanySettingsInput>) => call(settings.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useLogo() {
  const queryClient = useQueryClient();
  const done = { onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }) };
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('File', file);
        return send({ method: settings.updateLogo.method, path: settings.updateLogo.path, body: form });
      },
      ...done,
    }),
    remove: useMutation({ mutationFn: () => call(settings.removeLogo), ...done }),
  };
}

export const logoUrl = (companyId: string, version: number) =>
  `${settings.getLogo.path.replace(':companyId', encodeURIComponent(companyId))}?v=${version}`;

import { useQuery } from '@tanstack/react-query';
import { identitySettingsContracts } from '@takt/proto/http/identity/settings';
import { call } from '../../api/call.ts';
import { useSignedIn } from '../../api/session.ts';

export const settingsKey = ['settings'] as const;

/** Spec sections 3 and 4: the company colour replaces the theme's primary while signed in. */
export function useCompanyColor(): string | undefined {
  const signedIn = useSignedIn();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => call(identitySettingsContracts.getSettings),
    enabled: signedIn,
    staleTime: Infinity,
  });
  return signedIn ? settings.data?.color : undefined;
}

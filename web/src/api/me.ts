import { useQuery } from '@tanstack/react-query';
import { identitySessionContracts, type Me } from '@takt/proto/http/identity/session';
import { call } from './call.ts';
import { useSignedIn } from './session.ts';

export const meKey = ['me'] as const;

/**
 * The signed-in account, loaded once per session: the guard, the shell and the screens share
 * this one query (it is refreshed only when a write invalidates `meKey`).
 */
export function useMe() {
  const signedIn = useSignedIn();
  return useQuery<Me>({ queryKey: meKey, queryFn: () => call(identitySessionContracts.getMe), enabled: signedIn, staleTime: Infinity });
}

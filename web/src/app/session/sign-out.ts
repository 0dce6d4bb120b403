import { useQueryClient } from '@tanstack/react-query';
import { identitySessionContracts } from '@takt/proto/http/identity/session';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';

/** Spec section 4: logout revokes the session, clears account and tokens and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (target = '/login') => {
    const refreshToken = tokens.refresh ?? undefined;
    await call(identitySessionContracts.logout, { body: { refreshToken } }).catch(() => undefined);
    tokens.clear();
    queryClient.clear();
    navigate(target, { replace: true });
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { identitySessionContracts } from '@takt/proto/http/identity/session';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';

// Spec section 6: an admin may act as a user. The admin's own tokens wait in local storage
// while the app runs on the user's; "back" ends the user's session and restores them.
const ACCESS = 'takt.impersonator.accessToken';
const REFRESH = 'takt.impersonator.refreshToken';
const RETURN = 'takt.impersonator.returnTo';

const forget = () => [ACCESS, REFRESH, RETURN].forEach((k) => localStorage.removeItem(k));
// Whoever signs out (or loses the session) ends the impersonation too: no stale way back.
tokens.onSignedOut(forget);

/** Whether the admin's own session is kept to go back to. */
export const hasOriginalSession = () => Boolean(localStorage.getItem(REFRESH));

export function useImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const swap = (to: string) => {
    queryClient.clear();
    navigate(to, { replace: true });
  };
  return {
    /** Signs in as the user; `returnTo` is where "back to my account" leads. */
    async start(userId: string, returnTo: string) {
      const pair = await call(identityAuthContracts.impersonateUser, { params: { id: userId } });
      if (!hasOriginalSession()) {
        localStorage.setItem(ACCESS, tokens.access ?? '');
        localStorage.setItem(REFRESH, tokens.refresh ?? '');
        localStorage.setItem(RETURN, returnTo);
      }
      tokens.store(pair);
      swap('/');
    },
    /** Ends the user's session and runs as the admin again (signs out when nothing was kept). */
    async stop() {
      const refreshToken = tokens.refresh ?? undefined;
      await call(identitySessionContracts.logout, { body: { refreshToken } }).catch(() => undefined);
      const access = localStorage.getItem(ACCESS);
      const refresh = localStorage.getItem(REFRESH);
      const returnTo = localStorage.getItem(RETURN) ?? '/';
      if (!refresh) {
        tokens.clear();
        swap('/login');
        return;
      }
      forget();
      tokens.store({ accessToken: access ?? '', refreshToken: refresh, expiresIn: 0 });
      swap(returnTo);
    },
  };
}

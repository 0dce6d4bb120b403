import { useEffect, useRef } from 'react';
import { LinearProgress } from '@mui/material';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';
import { safeRedirect } from '../../api/session.ts';
import { loginError, type LoginMessage } from './login-error.ts';
import { takeProviderAnswer } from './provider-login.ts';

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** Where Google and Facebook send the browser back: the token is exchanged for a session. */
export function ProviderCallbackPage() {
  const navigate = useNavigate();
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const answer = takeProviderAnswer(new URL(location.href));
    // Back to the sign-in page with the message, keeping where the user was going.
    const target = answer.target && answer.target !== '/' ? `?redirect=${encodeURIComponent(answer.target)}` : '';
    const back = (error: LoginMessage) => navigate(`/login${target}`, { replace: true, state: { error } });
    if (!answer.ok) return void back({ id: `login.error.provider_${answer.reason}` });
    const contract = answer.provider === 'google' ? identityAuthContracts.googleLogin : identityAuthContracts.facebookLogin;
    call(contract, { body: { accessToken: answer.token } })
      .then((pair) => {
        tokens.store(pair);
        navigate(safeRedirect(answer.target), { replace: true });
      })
      .catch((err: unknown) => back(loginError(err, NAMES[answer.provider])));
  }, [navigate]);
  return <LinearProgress aria-hidden />;
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { meKey } from '../../api/me.ts';
import { useSignedIn } from '../../api/session.ts';
import { errorMessageId } from '../../ui/form/server-errors.ts';
import { AuthCard } from './auth-card.tsx';

/** /confirm-email?userId=…&key=…: the landing page of the confirmation mail. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'busy' | 'done' | string>('busy');
  const sent = useRef(false);
  useEffect(() => {
    // The key is single-use: StrictMode's second effect run must not send it again.
    if (sent.current) return;
    sent.current = true;
    call(identityAuthContracts.confirmEmail, { body: { userId: params.get('userId') ?? '', key: params.get('key') ?? '' } }).then(
      () => {
        setState('done');
        void queryClient.invalidateQueries({ queryKey: meKey });
      },
      (err: unknown) => setState(errorMessageId(err)),
    );
  }, [params, queryClient]);
  return (
    <AuthCard title="confirmEmail.title">
      {state === 'busy' && <LinearProgress aria-hidden />}
      {state === 'done' && (
        <Alert severity="success" role="status">
          <FormattedMessage id="confirmEmail.done" />
        </Alert>
      )}
      {state !== 'busy' && state !== 'done' && (
        <Alert severity="error">
          <FormattedMessage id={state} />
        </Alert>
      )}
      <Button component={Link} to={signedIn ? '/' : '/login'} variant="contained">
        <FormattedMessage id={signedIn ? 'errorView.home' : 'login.submit'} />
      </Button>
    </AuthCard>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink } from '@mui/material';
import { identitySessionContracts, AuthenticateBody } from '@takt/proto/http/identity/session';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';
import { safeRedirect, useSignedIn } from '../../api/session.ts';
import { FormTextField } from '../../ui/form/form-fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { AuthCard } from './auth-card.tsx';
import { loginError, type LoginMessage } from './login-error.ts';
import { ProviderButtons } from './provider-buttons.tsx';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const target = safeRedirect(params.get('redirect'));
  // A provider sign-in that came back refused brings its message along.
  const cameBack = (useLocation().state as { error?: LoginMessage } | null)?.error;
  const [error, setError] = useState<LoginMessage | undefined>(cameBack);
  const form = useContractForm(AuthenticateBody, { username: '', password: '' });

  if (signedIn) return <Navigate to={target} replace />;

  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      tokens.store(await call(identitySessionContracts.authenticate, { body }));
      navigate(target, { replace: true });
    } catch (err) {
      setError(loginError(err));
    }
  });

  return (
    <AuthCard title="login.title">
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'login.title' })}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField control={form.control} name="username" label="login.username" autoComplete="username" autoFocus />
        <FormTextField control={form.control} name="password" label="login.password" type="password" autoComplete="current-password" />
        {error && <Alert severity="error">{intl.formatMessage({ id: error.id }, error.values)}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Box>
      <ProviderButtons target={target} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <MuiLink component={Link} to="/forgot-password">
          <FormattedMessage id="login.forgotPassword" />
        </MuiLink>
        <MuiLink component={Link} to="/create-company">
          <FormattedMessage id="login.createCompany" />
        </MuiLink>
      </Box>
    </AuthCard>
  );
}

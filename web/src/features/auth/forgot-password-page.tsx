import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink } from '@mui/material';
import { identityAuthContracts, ResetInitBody } from '@takt/proto/http/identity/auth';
import { z } from 'zod';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { call } from '../../api/call.ts';
import { FormTextField } from '../../ui/form/form-fields.tsx';
import { errorMessageId } from '../../ui/form/server-errors.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { AuthCard } from './auth-card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';

// The server accepts any text (it never reveals whether an address exists); the form asks for an address.
const ForgotForm = ResetInitBody.extend({ email: z.email() });

/** Forgotten password: a reset link is mailed (spec: expected within 15 minutes). */
export function ForgotPasswordPage() {
  const [state, setState] = useState<'form' | 'sent' | string>('form');
  const form = useContractForm(ForgotForm, { email: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await call(identityAuthContracts.resetPasswordInit, { body });
      setState('sent');
    } catch (err) {
      setState(errorMessageId(err));
    }
  });
  return (
    <AuthCard title="forgot.title">
      {state === 'sent' ? (
        <Alert severity="success" role="status">
          <FormattedMessage id="forgot.sent" />
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <FormattedMessage id="forgot.intro" />
          <FormTextField control={form.control} name="email" label="forgot.email" type="email" autoComplete="email" autoFocus />
          <FormError id={state !== 'form' && state} />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="forgot.submit" />
          </Button>
        </Box>
      )}
      <MuiLink component={Link} to="/login">
        <FormattedMessage id="common.backToLogin" />
      </MuiLink>
    </AuthCard>
  );
}

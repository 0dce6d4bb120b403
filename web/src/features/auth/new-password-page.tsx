import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink } from '@mui/material';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { Password } from '@takt/proto/http/identity/session';
import { z } from 'zod';
import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { FormTextField } from '../../ui/form/form-fields.tsx';
import { errorMessageId } from '../../ui/form/server-errors.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { AuthCard } from './auth-card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';

// Spec section 5: the second password must match the first.
const NewPasswordForm = z
  .object({ newPassword: Password, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'passwords differ' });

function SetPasswordCard({ save }: { save(newPassword: string): Promise<unknown> }) {
  const [state, setState] = useState<'form' | 'done' | string>('form');
  const form = useContractForm(NewPasswordForm, { newPassword: '', repeat: '' });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await save(newPassword);
      setState('done');
    } catch (err) {
      setState(errorMessageId(err));
    }
  });
  return (
    <AuthCard title="newPassword.title">
      {state === 'done' ? (
        <Alert severity="success" role="status">
          <FormattedMessage id="newPassword.done" />
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={form.control}
            name="newPassword"
            label="newPassword.password"
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <FormTextField control={form.control} name="repeat" label="newPassword.repeat" type="password" autoComplete="new-password" />
          <FormError id={state !== 'form' && state} />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="newPassword.submit" />
          </Button>
        </Box>
      )}
      <MuiLink component={Link} to="/login">
        <FormattedMessage id="common.backToLogin" />
      </MuiLink>
    </AuthCard>
  );
}

/** /new-password/{tokenId}/user/{userId}: the page a mailed set-new-password link opens. */
export function NewPasswordPage() {
  const { tokenId = '', userId = '' } = useParams();
  return (
    <SetPasswordCard
      save={(newPassword) => call(identityAuthContracts.setNewPasswordViaEmail, { body: { tokenId, userId, newPassword } })}
    />
  );
}

/** /reset-password?key=…: the page the forgotten-password mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  return <SetPasswordCard save={(newPassword) => call(identityAuthContracts.resetPasswordFinish, { body: { key, newPassword } })} />;
}

import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { CreateCompanyBody, identitySessionContracts } from '@takt/proto/http/identity/session';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { call } from '../../api/call.ts';
import { FormCheckbox, FormTextField } from '../../ui/form/form-fields.tsx';
import { applyServerError } from '../../ui/form/server-errors.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { AuthCard } from './auth-card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';

/** Public sign-up: a company with its first admin; the 14-day trial starts (spec sections 1 and 5). */
export function CreateCompanyPage() {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useContractForm(CreateCompanyBody, {
    company: { name: '', email: '' },
    admin: { firstName: '', lastName: '', email: '', userName: '', password: '' },
    agreedToTermsAndPrivacy: false as unknown as true,
  });
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      await call(identitySessionContracts.createCompany, { body });
      setDone(true);
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  if (done)
    return (
      <AuthCard title="createCompany.title">
        <Alert severity="success" role="status">
          <FormattedMessage id="createCompany.done" />
        </Alert>
        <Button component={Link} to="/login" variant="contained">
          <FormattedMessage id="login.submit" />
        </Button>
      </AuthCard>
    );
  const { control } = form;
  return (
    <AuthCard title="createCompany.title">
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'createCompany.title' })}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography variant="h2">
          <FormattedMessage id="createCompany.company" />
        </Typography>
        <FormTextField control={control} name="company.name" label="company.name" autoFocus />
        <FormTextField control={control} name="company.email" label="company.email" type="email" />
        <Typography variant="h2">
          <FormattedMessage id="createCompany.admin" />
        </Typography>
        <FormTextField control={control} name="admin.firstName" label="user.firstName" autoComplete="given-name" />
        <FormTextField control={control} name="admin.lastName" label="user.lastName" autoComplete="family-name" />
        <FormTextField control={control} name="admin.email" label="user.email" type="email" autoComplete="email" />
        <FormTextField control={control} name="admin.userName" label="user.userName" autoComplete="username" />
        <FormTextField control={control} name="admin.password" label="user.password" type="password" autoComplete="new-password" />
        <FormCheckbox control={control} name="agreedToTermsAndPrivacy" label="createCompany.consent" />
        <FormError id={error} />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          <FormattedMessage id="createCompany.submit" />
        </Button>
      </Box>
      <MuiLink component={Link} to="/login">
        <FormattedMessage id="common.backToLogin" />
      </MuiLink>
    </AuthCard>
  );
}

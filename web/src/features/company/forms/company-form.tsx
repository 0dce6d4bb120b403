import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { CompanyData } from '@takt/proto/http/identity/company';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCountries, useSaveCompany } from '../api/company.api.ts';

type Values = z.input<typeof CompanyData>;

const TEXT_FIELDS = [
  'street',
  'postcode',
  'city',
  'phone',
  'emailAccounting',
  'supportEmail',
  'web',
  'managingDirector',
  'registeredOffice',
  'localCourt',
  'sector',
  'iban',
  'creditorIdentifier',
] as const;

/** The company's master data with the server's schema; name and support e-mail must be unique. */
export function CompanyForm({ initial }: { initial: Values }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveCompany();
  const countries = useCountries(intl.locale);
  const [error, setError] = useState<string>();
  const form = useContractForm(CompanyData, initial);
  const guard = useDirtyGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues());
      notify({ id: 'company.saved' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  const { control } = form;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {guard.dialog}
      <FormTextField control={control} name="name" label="company.name" />
      <FormTextField control={control} name="email" label="company.email" type="email" />
      <FormSelect
        control={control}
        name="countryId"
        label="company.country"
        options={(countries.data ?? [{ id: initial.countryId, name: initial.countryId }]).map((c) => ({
          value: c.id,
          label: c.name,
          raw: true,
        }))}
      />
      {TEXT_FIELDS.map((f) => (
        <FormTextField key={f} control={control} name={f} label={`company.${f}`} />
      ))}
      <FormTextField
        control={control}
        name="inactivityMinutes"
        label="company.inactivityMinutes"
        type="number"
        helperText={intl.formatMessage({ id: 'company.inactivityMinutes.help' })}
      />
      {error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          <FormattedMessage id={error} />
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Box>
  );
}

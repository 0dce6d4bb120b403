import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { QrRegistrationInput } from '@takt/proto/http/membership/qr-registration';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useRegisterByQrCode } from '../api/attendee-registration.api.ts';

const empty = { firstName: '', lastName: '', email: '', phone: '', agreedToPrivacy: false as unknown as true, website: '' };

/** Name and e-mail at the door: the person becomes an interested person of the studio; then a thank-you instead of the form. */
export function RegistrationForm({ locationId, locationName }: { locationId: string; locationName: string }) {
  const intl = useIntl();
  const form = useContractForm(QrRegistrationInput, empty);
  const register = useRegisterByQrCode(locationId);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const { control } = form;
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      await register.mutateAsync(body);
      setDone(body.firstName);
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  if (done)
    return (
      <Alert severity="success" role="status">
        <FormattedMessage id="registration.thanks" values={{ name: done, location: locationName }} />
      </Alert>
    );
  return (
    <Box component="form" noValidate aria-labelledby="registration-form" onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <Typography variant="h2" id="registration-form" sx={{ fontSize: '1.25rem' }}>
          <FormattedMessage id="registration.register" />
        </Typography>
        <FormTextField control={control} name="firstName" label="user.firstName" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="user.lastName" autoComplete="family-name" />
        <FormTextField control={control} name="email" label="user.email" type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label="registration.phone" type="tel" autoComplete="tel" />
        <FormCheckbox control={control} name="agreedToPrivacy" label="registration.consent" />
        {/* Honeypot: off screen and out of the tab order; people never fill it, form-filling bots do. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
          <Controller
            control={control}
            name="website"
            render={({ field }) => (
              <label>
                {intl.formatMessage({ id: 'registration.website' })}
                <input {...field} value={field.value ?? ''} tabIndex={-1} autoComplete="off" />
              </label>
            )}
          />
        </Box>
        <FormError id={error} />
        <Button type="submit" variant="contained" disabled={register.isPending}>
          <FormattedMessage id="registration.submit" />
        </Button>
      </Stack>
    </Box>
  );
}

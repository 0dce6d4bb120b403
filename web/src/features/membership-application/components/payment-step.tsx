import { Box, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { IbanField } from '../../payment-data/components/iban-field.tsx';
import type { ApplicationControl } from './application-form.ts';

/** Step 3: the SEPA direct-debit mandate (IBAN checked live by proto's rule), an interval the company allows and the consent. */
export function PaymentStep(props: {
  control: ApplicationControl;
  companyName: string;
  creditorIdentifier: string | null;
  intervals: { value: number; label: string }[];
}) {
  const intl = useIntl();
  const { control } = props;
  return (
    <Stack spacing={2}>
      <IbanField control={control} name="paymentMandate.iban" label="paymentData.ibanLabel" />
      <FormTextField control={control} name="paymentMandate.accountHolder" label="application.accountHolder" autoComplete="cc-name" />
      <FormSelect control={control} name="paymentMandate.paymentInterval" label="application.interval" options={props.intervals} />
      <Typography variant="body2">
        <FormattedMessage
          id="application.mandateText"
          values={{
            company: props.companyName,
            creditor: props.creditorIdentifier ?? intl.formatMessage({ id: 'application.creditorPending' }),
          }}
        />
      </Typography>
      <FormCheckbox control={control} name="agreedToTermsAndPrivacy" label="application.consent" />
      {/* Honeypot: off screen and out of the tab order; people never fill it, form-filling bots do. */}
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
        <Controller
          control={control}
          name="website"
          render={({ field }) => (
            <label>
              {intl.formatMessage({ id: 'application.website' })}
              <input {...field} value={field.value ?? ''} tabIndex={-1} autoComplete="off" />
            </label>
          )}
        />
      </Box>
    </Stack>
  );
}

import { useState } from 'react';
import { Box, Button, FormGroup } from '@mui/material';
import { CompanySettings, CompanySettingsInput } from '@takt/proto/http/identity/settings';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveSettings } from '../api/company.api.ts';
import { FormError } from '../../../ui/form/form-error.tsx';

export type SettingsValues = Required<z.input<typeof CompanySettingsInput>>;

const SWITCHES = [
  'allowMonthlyPaymentInterval',
  'allowQuarterlyPaymentInterval',
  'allowHalfYearlyPaymentInterval',
  'allowYearlyPaymentInterval',
  'showCheckinNotePopup',
  'showCheckinInvalidMembershipPopup',
] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `month.${i + 1}` }));

/** Every company setting of spec section 9, each with its default and what it does. */
export function SettingsForm({ initial }: { initial: SettingsValues }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveSettings();
  const [error, setError] = useState<string>();
  const form = useContractForm(CompanySettingsInput, initial);
  const guard = useDirtyGuard(form.formState.isDirty);
  const help = (id: string) => intl.formatMessage({ id: `settings.${id}.help` });
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues());
      notify({ id: 'settings.saved' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  const { control } = form;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {guard.dialog}
      <FormTextField control={control} name="color" label="settings.color" type="color" helperText={help('color')} />
      <FormTextField
        control={control}
        name="appointmentBookingInAdvanceDays"
        label="settings.appointmentBookingInAdvanceDays"
        type="number"
        helperText={help('appointmentBookingInAdvanceDays')}
      />
      <FormSelect
        control={control}
        name="membershipSubscriptionTerminationDate"
        label="settings.membershipSubscriptionTerminationDate"
        options={CompanySettings.shape.membershipSubscriptionTerminationDate.options.map((v) => ({
          value: v,
          label: `terminationDate.${v}`,
        }))}
        help="settings.membershipSubscriptionTerminationDate.help"
      />
      <FormTextField
        control={control}
        name="membershipSubscriptionTerminationInAdvanceWeeks"
        label="settings.membershipSubscriptionTerminationInAdvanceWeeks"
        type="number"
        helperText={help('membershipSubscriptionTerminationInAdvanceWeeks')}
      />
      <FormSelect
        control={control}
        name="halfYearlyPaymentIntervalStartMonth"
        label="settings.halfYearlyPaymentIntervalStartMonth"
        options={MONTHS}
        help="settings.halfYearlyPaymentIntervalStartMonth.help"
      />
      <FormTextField
        control={control}
        name="waitingListOfferHours"
        label="settings.waitingListOfferHours"
        type="number"
        helperText={help('waitingListOfferHours')}
      />
      {(['waitingListNightFrom', 'waitingListNightTill'] as const).map((name) => (
        <FormTextField key={name} control={control} name={name} label={`settings.${name}`} type="time" helperText={help(name)} />
      ))}
      <FormGroup>
        {SWITCHES.map((s) => (
          <FormCheckbox key={s} control={control} name={s} label={`settings.${s}`} variant="switch" help={`settings.${s}.help`} />
        ))}
      </FormGroup>
      <FormError id={error} />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Box>
  );
}

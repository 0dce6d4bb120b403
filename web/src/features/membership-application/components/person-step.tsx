import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { ContactType } from '@takt/proto';
import { NEW_CONTACT_TYPE } from '@takt/proto/http/membership/contacts';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import type { ApplicationFormApi } from './application-form.ts';

const CONTACT_TYPES = [
  { value: ContactType.LegalGuardian, label: 'application.contactType.guardian' },
  { value: ContactType.Parent, label: 'application.contactType.parent' },
  { value: ContactType.MarriagePartner, label: 'application.contactType.partner' },
  { value: ContactType.Other, label: 'application.contactType.other' },
];

/** Step 2: the applicant, the user name of their login, and a contact (a parent or guardian for a minor). */
export function PersonStep({ form }: { form: ApplicationFormApi }) {
  const { control } = form;
  const contact = useWatch({ control, name: 'contact' });
  const toggleContact = (on: boolean) =>
    form.setValue('contact', on ? { firstName: '', lastName: '', contactType: NEW_CONTACT_TYPE, email: '', phone: '' } : null);
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="inputAppUser.firstName" label="user.firstName" autoComplete="given-name" />
      <FormTextField control={control} name="inputAppUser.lastName" label="user.lastName" autoComplete="family-name" />
      <FormDateField control={control} name="inputAppUser.birthday" label="application.birthday" />
      <FormTextField control={control} name="inputAppUser.email" label="user.email" type="email" autoComplete="email" />
      <FormTextField control={control} name="inputAppUser.phone" label="application.phone" type="tel" autoComplete="tel" />
      <FormTextField control={control} name="inputAppUser.street" label="application.street" autoComplete="street-address" />
      <Stack direction="row" spacing={2}>
        <FormTextField control={control} name="inputAppUser.zip" label="application.zip" autoComplete="postal-code" sx={{ width: '40%' }} />
        <FormTextField control={control} name="inputAppUser.city" label="application.city" autoComplete="address-level2" fullWidth />
      </Stack>
      <FormTextField
        control={control}
        name="inputAppUser.userName"
        label="user.userName"
        autoComplete="username"
        helperText={<FormattedMessage id="application.userNameHelp" />}
      />
      <FormControlLabel
        control={<Checkbox checked={Boolean(contact)} onChange={(e) => toggleContact(e.target.checked)} />}
        label={<FormattedMessage id="application.addContact" />}
      />
      {contact && (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            <FormattedMessage id="application.contact" />
          </Typography>
          <FormSelect control={control} name="contact.contactType" label="application.contactType" options={CONTACT_TYPES} />
          <FormTextField control={control} name="contact.firstName" label="user.firstName" />
          <FormTextField control={control} name="contact.lastName" label="user.lastName" />
          <FormTextField control={control} name="contact.email" label="user.email" type="email" />
          <FormTextField control={control} name="contact.phone" label="application.phone" type="tel" />
        </Stack>
      )}
      {form.formState.errors.contact?.message && (
        <Typography color="error" role="alert">
          <FormattedMessage id="validation.guardianRequired" />
        </Typography>
      )}
    </Stack>
  );
}

import { Box } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';

/** Fields every person form has (members and interested persons share the contract's PersonFields). */
export interface PersonValues extends FieldValues {
  firstName: string;
  lastName: string;
}

const SALUTATIONS = [
  { value: 'ms', label: 'attendees.salutation.ms' },
  { value: 'mr', label: 'attendees.salutation.mr' },
];

export function PersonFields<T extends PersonValues>({ control }: { control: Control<T> }) {
  const name = (n: string) => n as Path<T>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={control} name={name('firstName')} label="attendees.firstName" autoFocus />
        <FormTextField control={control} name={name('lastName')} label="attendees.lastName" />
        <FormSelect control={control} name={name('salutation')} label="attendees.salutation" options={SALUTATIONS} allowEmpty />
        <FormTextField control={control} name={name('title')} label="attendees.title" />
        <FormTextField control={control} name={name('email')} label="attendees.email" type="email" />
        <FormTextField control={control} name={name('phone')} label="attendees.phone" type="tel" />
        <FormDateField control={control} name={name('birthday')} label="attendees.birthday" />
      </Box>
      <FormTextField control={control} name={name('street')} label="attendees.street" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <FormTextField control={control} name={name('zip')} label="attendees.zip" />
        <FormTextField control={control} name={name('city')} label="attendees.city" />
      </Box>
      <FormTextField control={control} name={name('text')} label="attendees.text" multiline minRows={2} />
    </>
  );
}

import { Box } from '@mui/material';
import { CONTACT_TYPES, ContactInput, NEW_CONTACT_TYPE } from '@takt/proto/http/membership/contacts';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';

type Values = z.input<typeof ContactInput>;

export const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((value) => ({ value, label: `attendees.contactType.${value}` }));

/** Adds a contact person; the tab saves the whole list (AddMultiple replaces it). */
export function ContactFormDialog(props: {
  open: boolean;
  onClose(): void;
  save(contact: z.output<typeof ContactInput>): Promise<unknown>;
}) {
  const notify = useNotify();
  const initial: Values = { firstName: '', lastName: '', contactType: NEW_CONTACT_TYPE, email: '', phone: '', memberNumber: '' };
  const { form, guard, close, submit, error } = useDialogForm(ContactInput, initial, {
    open: props.open,
    onClose: props.onClose,
    save: props.save,
    onSaved: () => notify({ id: 'attendees.contactAdded' }),
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendees.addContact" onClose={close} onSubmit={submit} error={error}>
        <FormSelect control={control} name="contactType" label="attendees.contactTypeLabel" options={CONTACT_TYPE_OPTIONS} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="firstName" label="attendees.firstName" autoFocus />
          <FormTextField control={control} name="lastName" label="attendees.lastName" />
          <FormTextField control={control} name="email" label="attendees.email" type="email" />
          <FormTextField control={control} name="phone" label="attendees.phone" type="tel" />
        </Box>
      </FormDialog>
    </>
  );
}

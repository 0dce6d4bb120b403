import { Box } from '@mui/material';
import { AttendeeInput } from '@takt/proto/http/membership/attendees';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useCreateAttendee, useUpdateAttendee } from '../api/attendees.api.ts';
import { emptyAttendee, type AttendeeValues } from './attendee-values.ts';
import { PersonFields } from './person-fields.tsx';

/**
 * Create a member (a user name gives the login) or edit one (the login stays; memberships are
 * kept, the memberships tab changes them). The server's schema checks the form.
 */
export function AttendeeFormDialog(props: {
  id?: string;
  initial?: AttendeeValues;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const notify = useNotify();
  const create = useCreateAttendee();
  const update = useUpdateAttendee();
  const locations = useLocationChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(AttendeeInput, props.initial ?? emptyAttendee(), {
    open: props.open,
    onClose: props.onClose,
    save: async (body) => {
      if (!props.id) return create.mutateAsync(body);
      const { membershipTypes: _kept, userName: _login, ...rest } = body;
      return update.mutateAsync({ id: props.id, body: rest });
    },
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'attendees.updated' : 'attendees.created' });
      props.onSaved?.(id);
    },
    keepSaved: true,
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'attendees.edit' : 'attendees.create'}
        onClose={close}
        onSubmit={submit}
        busy={create.isPending || update.isPending}
        error={error}
      >
        <PersonFields control={control} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {!props.id && <FormTextField control={control} name="userName" label="attendees.userName" />}
          <FormTextField control={control} name="memberNumber" label="attendees.memberNumber" />
          <FormSelect
            control={control}
            name="mainLocationId"
            label="attendees.mainLocation"
            allowEmpty
            options={locations.map((l) => ({ value: l.id, label: l.name, raw: true }))}
          />
          <FormDateField control={control} name="fromDate" label="attendees.fromDate" />
          <FormDateField control={control} name="tillDate" label="attendees.tillDate" />
        </Box>
        <FormCheckbox control={control} name="active" label="attendees.active" variant="switch" />
      </FormDialog>
    </>
  );
}

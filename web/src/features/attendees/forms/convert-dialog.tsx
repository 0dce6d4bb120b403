import { Box } from '@mui/material';
import { LocalDate } from '@takt/proto/http/common';
import type { Attendee } from '@takt/proto/http/membership/attendees';
import { UserName } from '@takt/proto/http/identity/session';
import { blankAsNull } from '@takt/proto/http/scheduling/recurrence';
import { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useMembershipTypeChoices, useUpdateInterested } from '../api/attendees.api.ts';

/** What converting asks: the login's user name, a member number, optionally a first membership. */
const ConvertForm = z.object({
  userName: UserName,
  memberNumber: blankAsNull(z.string().max(40)),
  membershipTypeId: blankAsNull(z.uuid()),
  fromDate: LocalDate,
});

/** Converts an interested person into a member (UpdateInterested with a user name). */
export function ConvertDialog(props: {
  person: Attendee;
  memberNumber: string;
  today: string;
  open: boolean;
  onClose(): void;
  onSaved(id: string): void;
}) {
  const notify = useNotify();
  const update = useUpdateInterested();
  const types = useMembershipTypeChoices().data ?? [];
  const p = props.person;
  const initial = { userName: '', memberNumber: props.memberNumber, membershipTypeId: '', fromDate: props.today };
  const { form, guard, close, submit, error } = useDialogForm(ConvertForm, initial, {
    open: props.open,
    onClose: props.onClose,
    save: ({ userName, memberNumber, membershipTypeId, fromDate }) =>
      update.mutateAsync({
        id: p.id,
        body: {
          firstName: p.firstName,
          lastName: p.lastName,
          salutation: p.salutation,
          title: p.title,
          email: p.email,
          phone: p.phone,
          birthday: p.birthday,
          text: p.text,
          zip: p.zip,
          street: p.street,
          city: p.city,
          userName,
          memberNumber,
          membershipTypes: membershipTypeId ? [{ membershipTypeId, fromDate }] : [],
        },
      }),
    onSaved: (a) => {
      notify({ id: 'attendees.converted' });
      props.onSaved(a.id);
    },
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendees.convert" onClose={close} onSubmit={submit} busy={update.isPending} error={error}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="userName" label="attendees.userName" autoFocus />
          <FormTextField control={control} name="memberNumber" label="attendees.memberNumber" />
          <FormSelect
            control={control}
            name="membershipTypeId"
            label="attendees.membershipType"
            allowEmpty
            options={types.map((t) => ({ value: t.id, label: t.name, raw: true }))}
          />
          <FormDateField control={control} name="fromDate" label="attendees.fromDate" />
        </Box>
      </FormDialog>
    </>
  );
}

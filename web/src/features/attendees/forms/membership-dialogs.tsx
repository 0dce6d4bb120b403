import { AttendeeMembershipInput } from '@takt/proto/http/membership/attendees';
import { EndMembershipBody } from '@takt/proto/http/membership/attendee-checks';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAddMembership, useEndMembership, useMembershipTypeChoices } from '../api/attendees.api.ts';

interface DialogProps {
  attendeeId: string;
  today: string;
  open: boolean;
  onClose(): void;
}

/** Gives the attendee a membership of a type from a date (optionally till one). */
export function AddMembershipDialog(props: DialogProps) {
  const notify = useNotify();
  const add = useAddMembership();
  const types = useMembershipTypeChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(
    AttendeeMembershipInput,
    { membershipTypeId: '', fromDate: props.today, tillDate: null },
    {
      open: props.open,
      onClose: props.onClose,
      save: (body) => add.mutateAsync({ id: props.attendeeId, body }),
      onSaved: () => notify({ id: 'attendees.membershipAdded' }),
    },
  );
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendees.addMembership" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        <FormSelect
          control={control}
          name="membershipTypeId"
          label="attendees.membershipType"
          options={types.map((t) => ({ value: t.id, label: t.name, raw: true }))}
        />
        <FormDateField control={control} name="fromDate" label="attendees.fromDate" />
        <FormDateField control={control} name="tillDate" label="attendees.tillDate" />
      </FormDialog>
    </>
  );
}

/** Ends a membership on a date (the server refuses one before its start). */
export function EndMembershipDialog(props: DialogProps & { membershipId: string }) {
  const notify = useNotify();
  const end = useEndMembership();
  const { form, guard, close, submit, error } = useDialogForm(
    EndMembershipBody,
    { tillDate: props.today },
    {
      open: props.open,
      onClose: props.onClose,
      save: ({ tillDate }) => end.mutateAsync({ id: props.attendeeId, membershipId: props.membershipId, tillDate }),
      onSaved: () => notify({ id: 'attendees.membershipEnded' }),
    },
  );
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendees.endMembership" onClose={close} onSubmit={submit} busy={end.isPending} error={error}>
        <FormDateField control={form.control} name="tillDate" label="attendees.tillDate" />
      </FormDialog>
    </>
  );
}

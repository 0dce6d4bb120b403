import { InterestedInput } from '@takt/proto/http/membership/interested';
import { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useAddInterested, useUpdateInterested } from '../api/attendees.api.ts';
import { PersonFields } from './person-fields.tsx';

/** AddInterested takes the location in its path: the form asks for it beside the person. */
const AddForm = InterestedInput.extend({ locationId: z.uuid() });
type PersonValues = z.input<typeof InterestedInput>;

export const emptyPerson = (): PersonValues => ({
  firstName: '',
  lastName: '',
  salutation: '',
  title: '',
  email: '',
  phone: '',
  birthday: null,
  street: '',
  zip: '',
  city: '',
  text: '',
});

interface DialogProps {
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}

/** Add an interested person (no login) at one of the company's locations. */
export function AddInterestedDialog(props: DialogProps & { locationId: string }) {
  const notify = useNotify();
  const add = useAddInterested();
  const locations = useLocationChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(
    AddForm,
    { ...emptyPerson(), locationId: props.locationId },
    {
      open: props.open,
      onClose: props.onClose,
      save: ({ locationId, ...body }) => add.mutateAsync({ locationId, body }),
      onSaved: ({ id }) => {
        notify({ id: 'attendees.interestedCreated' });
        props.onSaved?.(id);
      },
    },
  );
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendees.addInterested" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        <FormSelect
          control={form.control}
          name="locationId"
          label="attendees.location"
          options={locations.map((l) => ({ value: l.id, label: l.name, raw: true }))}
        />
        <PersonFields control={form.control} />
      </FormDialog>
    </>
  );
}

/** Edit an interested person's data (the location stays). */
export function EditInterestedDialog(props: DialogProps & { id: string; initial: PersonValues }) {
  const notify = useNotify();
  const update = useUpdateInterested();
  const { form, guard, close, submit, error } = useDialogForm(InterestedInput, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => update.mutateAsync({ id: props.id, body }),
    onSaved: () => notify({ id: 'attendees.interestedUpdated' }),
    keepSaved: true,
  });
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title="attendees.editInterested"
        onClose={close}
        onSubmit={submit}
        busy={update.isPending}
        error={error}
      >
        <PersonFields control={form.control} />
      </FormDialog>
    </>
  );
}

import { NoteInput } from '@takt/proto/http/notification/notes';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAttendeeChoices } from '../../invoices/api/invoice-positions.api.ts';
import { NOTE_STATUSES, NOTE_TYPES, useSaveNote, type NoteBody } from '../api/notes.api.ts';

export const emptyNote = (parentId = ''): NoteBody => ({ name: '', text: '', parentId, type: 0, status: 0 });

/** Create or edit a note with the server's own schema; the person is chosen once, on create. */
export function NoteFormDialog(props: { id?: string; initial?: NoteBody; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveNote();
  const attendees = useAttendeeChoices(props.open && !props.id);
  const { form, guard, close, submit, error } = useDialogForm(NoteInput, props.initial ?? emptyNote(), {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'notes.updated' : 'notes.created' });
      props.onSaved?.(id);
    },
    keepSaved: true,
  });
  const { control } = form;
  const people = (attendees.data?.value ?? []).map((a) => ({ value: a.id, label: a.fullName, raw: true }));
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'notes.edit' : 'notes.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        {!props.id && <FormSelect control={control} name="parentId" label="notes.person" options={people} />}
        <FormTextField control={control} name="name" label="notes.name" autoFocus />
        <FormTextField control={control} name="text" label="notes.text" multiline minRows={3} />
        <FormSelect control={control} name="type" label="notes.typeLabel" options={NOTE_TYPES} />
        <FormSelect control={control} name="status" label="notes.statusLabel" options={NOTE_STATUSES} />
      </FormDialog>
    </>
  );
}

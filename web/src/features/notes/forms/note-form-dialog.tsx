import { NoteInput } from '@takt/proto/http/notification/notes';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { attendeeSource } from '../../attendees/api/attendees.api.ts';
import { FormSearchPicker } from '../../../ui/form/search-picker.tsx';
import { NOTE_STATUSES, NOTE_TYPES, useSaveNote, type NoteBody } from '../api/notes.api.ts';

export const emptyNote = (parentId = ''): NoteBody => ({ name: '', text: '', parentId, type: 0, status: 0 });

/** Create or edit a note with the server's own schema; the person is chosen once, on create. */
export function NoteFormDialog(props: {
  id?: string;
  initial?: NoteBody;
  /** The name of the initial person, when one is given (the list's person filter). */
  personName?: string;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const notify = useNotify();
  const save = useSaveNote();
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
        {!props.id && (
          <FormSearchPicker control={control} name="parentId" label="notes.person" source={attendeeSource} valueLabel={props.personName} />
        )}
        <FormTextField control={control} name="name" label="notes.name" autoFocus />
        <FormTextField control={control} name="text" label="notes.text" multiline minRows={3} />
        <FormSelect control={control} name="type" label="notes.typeLabel" options={NOTE_TYPES} />
        <FormSelect control={control} name="status" label="notes.statusLabel" options={NOTE_STATUSES} />
      </FormDialog>
    </>
  );
}

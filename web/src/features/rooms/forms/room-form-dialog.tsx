import { RoomInput } from '@takt/proto/http/scheduling/rooms';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useSaveRoom } from '../api/rooms.api.ts';

type Values = z.input<typeof RoomInput>;

/** Create or edit a room with the server's own schema; saved → snackbar, dialog closes. */
export function RoomFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveRoom();
  const locations = useLocationChoices().data ?? [];
  const empty: Values = { name: '', locationId: '', capacity: null, description: '', active: true };
  const { form, guard, close, submit, error } = useDialogForm(RoomInput, props.initial ?? empty, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'rooms.updated' : 'rooms.created' });
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
        title={props.id ? 'rooms.edit' : 'rooms.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="rooms.name" autoFocus />
        <FormSelect
          control={control}
          name="locationId"
          label="rooms.location"
          options={locations.map((l) => ({ value: l.id, label: l.name, raw: true }))}
        />
        <FormTextField control={control} name="capacity" label="rooms.capacity" type="number" />
        <FormTextField control={control} name="description" label="rooms.description" multiline minRows={2} />
        <FormCheckbox control={control} name="active" label="rooms.active" variant="switch" />
      </FormDialog>
    </>
  );
}

import { LocationInput } from '@takt/proto/http/identity/locations';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveLocation } from '../api/locations.api.ts';

type Values = z.input<typeof LocationInput>;
export const emptyLocation: Values = { name: '', email: '', phone: '', street: '', nr: '', zip: '', city: '', active: true };

/** Create or edit a location with the server's own schema; saved → snackbar, dialog closes. */
export function LocationFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveLocation();
  const { form, guard, close, submit, error } = useDialogForm(LocationInput, props.initial ?? emptyLocation, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'locations.updated' : 'locations.created' });
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
        title={props.id ? 'locations.edit' : 'locations.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="location.name" autoFocus />
        <FormTextField control={control} name="street" label="location.street" />
        <FormTextField control={control} name="nr" label="location.nr" />
        <FormTextField control={control} name="zip" label="location.zip" />
        <FormTextField control={control} name="city" label="location.city" />
        <FormTextField control={control} name="email" label="location.email" type="email" />
        <FormTextField control={control} name="phone" label="location.phone" />
        <FormCheckbox control={control} name="active" label="location.active" variant="switch" />
      </FormDialog>
    </>
  );
}

import { useState } from 'react';
import { LocationInput } from '@takt/proto/http/identity/locations';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveLocation } from '../api/locations.api.ts';

type Values = z.input<typeof LocationInput>;
export const emptyLocation: Values = { name: '', email: '', phone: '', street: '', nr: '', zip: '', city: '', active: true };

/** Create or edit a location with the server's own schema; saved → snackbar, dialog closes. */
export function LocationFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveLocation();
  const [error, setError] = useState<string>();
  const form = useContractForm(LocationInput, props.initial ?? emptyLocation);
  const { control } = form;
  const guard = useDirtyGuard(props.open && form.formState.isDirty);
  const close = () => {
    form.reset(props.initial ?? emptyLocation);
    setError(undefined);
    props.onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      const { id } = await save.mutateAsync({ id: props.id, body });
      notify({ id: props.id ? 'locations.updated' : 'locations.created' });
      guard.release();
      form.reset(body as Values);
      props.onClose();
      props.onSaved?.(id);
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
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

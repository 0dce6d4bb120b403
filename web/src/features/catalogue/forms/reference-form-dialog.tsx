import { ReferenceInput, type ReferenceTable } from '@takt/proto/http/membership/references';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveReference } from '../api/catalogue.api.ts';
import { ENTRY_TYPES } from './entry-types.ts';

export type ReferenceValues = z.input<typeof ReferenceInput>;

export const emptyReference = (table: ReferenceTable): ReferenceValues => ({
  name: '',
  info: '',
  type: table === 'Cost' ? 0 : 1,
  cost: table === 'Cost' ? 0 : null,
  minAge: null,
  maxAge: null,
  active: true,
});

/** Create or edit an entry of one reference table; costs add type and amount, member statuses the ages. */
export function ReferenceFormDialog(props: {
  table: ReferenceTable;
  id?: string;
  initial?: ReferenceValues;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const notify = useNotify();
  const save = useSaveReference(props.table);
  const { form, guard, close, submit, error } = useDialogForm(ReferenceInput, props.initial ?? emptyReference(props.table), {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'catalogue.entry.updated' : 'catalogue.entry.created' });
      props.onSaved?.(id);
    },
  });
  const { control } = form;
  const table = props.table;
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? `catalogue.edit.${table}` : `catalogue.create.${table}`}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="catalogue.name" autoFocus />
        {table === 'Cost' && (
          <>
            <FormSelect control={control} name="type" label="catalogue.entryType" options={ENTRY_TYPES} />
            <FormTextField control={control} name="cost" label="catalogue.costCents" type="number" />
          </>
        )}
        {table === 'MemberStatus' && (
          <>
            <FormTextField control={control} name="minAge" label="catalogue.minAge" type="number" />
            <FormTextField control={control} name="maxAge" label="catalogue.maxAge" type="number" />
          </>
        )}
        {table !== 'Skill' && <FormTextField control={control} name="info" label="catalogue.info" multiline minRows={2} />}
        <FormCheckbox control={control} name="active" label="catalogue.active" variant="switch" />
      </FormDialog>
    </>
  );
}

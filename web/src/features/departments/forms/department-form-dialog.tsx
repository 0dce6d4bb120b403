import { DepartmentInput } from '@takt/proto/http/identity/departments';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveDepartment } from '../api/departments.api.ts';

type Values = z.input<typeof DepartmentInput>;
const empty: Values = { name: '', responsibleIds: [] };

/** Create or edit a department: its name and the staff responsible for it. */
export function DepartmentFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useSaveDepartment();
  const { form, guard, close, submit, error } = useDialogForm(DepartmentInput, props.initial ?? empty, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: () => notify({ id: props.id ? 'departments.updated' : 'departments.created' }),
  });
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'departments.edit' : 'departments.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={form.control} name="name" label="department.name" autoFocus />
        <FormUserSelect control={form.control} name="responsibleIds" label="department.responsibles" multiple enabled={props.open} />
      </FormDialog>
    </>
  );
}

import { useState } from 'react';
import { DepartmentInput } from '@takt/proto/http/identity/departments';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveDepartment } from '../api/departments.api.ts';

type Values = z.input<typeof DepartmentInput>;
const empty: Values = { name: '', responsibleIds: [] };

/** Create or edit a department: its name and the staff responsible for it. */
export function DepartmentFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useSaveDepartment();
  const [error, setError] = useState<string>();
  const form = useContractForm(DepartmentInput, props.initial ?? empty);
  const guard = useDirtyGuard(props.open && form.formState.isDirty);
  const close = () => {
    form.reset(props.initial ?? empty);
    setError(undefined);
    props.onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      await save.mutateAsync({ id: props.id, body });
      notify({ id: props.id ? 'departments.updated' : 'departments.created' });
      guard.release();
      form.reset(props.initial ?? empty);
      props.onClose();
    } catch (err) {
      setError(applyServerError(form, err));
    }
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

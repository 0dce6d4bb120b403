import { useState, type ReactNode } from 'react';
import { DepartmentInput } from '@takt/proto/http/identity/departments';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveDepartment, useStaff } from '../api/departments.api.ts';

type Values = z.input<typeof DepartmentInput>;
const empty: Values = { name: '', responsibleIds: [] };

/** Create or edit a department: its name and the staff responsible for it. */
export function DepartmentFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; extraActions?: ReactNode }) {
  const notify = useNotify();
  const save = useSaveDepartment();
  const staff = useStaff(props.open);
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
        extraActions={props.extraActions}
      >
        <FormTextField control={form.control} name="name" label="department.name" autoFocus />
        <FormSelect
          control={form.control}
          name="responsibleIds"
          label="department.responsibles"
          multiple
          options={(staff.data ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`, raw: true }))}
        />
      </FormDialog>
    </>
  );
}

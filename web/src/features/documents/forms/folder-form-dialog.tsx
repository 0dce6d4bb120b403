import { DocumentFolderInput } from '@takt/proto/http/documents/index';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCreateFolder } from '../api/documents.api.ts';

type Values = z.input<typeof DocumentFolderInput>;

/** A new folder in the folder shown (or the top level). */
export function FolderFormDialog(props: { parentId?: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const create = useCreateFolder();
  const empty: Values = { title: '', parentId: props.parentId ?? null, visibleForUser: true };
  const { form, guard, close, submit, error } = useDialogForm(DocumentFolderInput, empty, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => create.mutateAsync({ ...body, parentId: props.parentId ?? null }),
    onSaved: () => notify({ id: 'documents.folderCreated' }),
  });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="documents.newFolder" onClose={close} onSubmit={submit} busy={create.isPending} error={error}>
        <FormTextField control={form.control} name="title" label="documents.title" autoFocus />
        <FormCheckbox control={form.control} name="visibleForUser" label="documents.visibleForUser" variant="switch" />
      </FormDialog>
    </>
  );
}

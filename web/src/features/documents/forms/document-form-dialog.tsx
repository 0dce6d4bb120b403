import { DOCUMENT_AUDIENCE_ROLES, DOCUMENT_KINDS, DocumentUpdateInput } from '@takt/proto/http/documents/index';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useUpdateDocument, type DocumentRow } from '../api/documents.api.ts';

type Values = z.input<typeof DocumentUpdateInput>;

const valuesOf = (d: DocumentRow): Values => ({
  parentId: d.parentId,
  title: d.title ?? '',
  text: d.text ?? '',
  type: d.type,
  for: d.for,
  category: d.category ?? '',
  visibleForUser: d.visibleForUser,
  visibleRoles: d.visibleRoles,
  visibleUserIds: d.visibleUserIds,
  priorityVariantId: d.priorityVariantId,
  active: d.active,
  isAllowComment: d.isAllowComment,
  responsibleId: d.responsibleId,
});

/** Edit a document's data and who sees it (members, interested, trainers; office staff always do). */
export function DocumentFormDialog(props: { document: DocumentRow; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useUpdateDocument();
  const { form, guard, close, submit, error } = useDialogForm(DocumentUpdateInput, valuesOf(props.document), {
    open: props.open,
    onClose: props.onClose,
    save: (body) =>
      save.mutateAsync({ id: props.document.id, body: { ...body, category: body.category || null, text: body.text || null } }),
    onSaved: () => notify({ id: 'documents.saved' }),
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="documents.edit" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormTextField control={control} name="title" label="documents.title" autoFocus />
        <FormTextField control={control} name="text" label="documents.text" multiline minRows={2} />
        <FormTextField control={control} name="category" label="documents.category" />
        <FormSelect
          control={control}
          name="type"
          label="documents.type"
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: `documents.kind.${k}` }))}
        />
        <FormCheckbox control={control} name="visibleForUser" label="documents.visibleForUser" variant="switch" />
        <FormSelect
          control={control}
          name="visibleRoles"
          label="documents.visibleRoles"
          multiple
          options={DOCUMENT_AUDIENCE_ROLES.map((r) => ({ value: r, label: `documents.role.${r}` }))}
        />
        <FormCheckbox control={control} name="isAllowComment" label="documents.isAllowComment" />
        <FormCheckbox control={control} name="active" label="documents.active" variant="switch" />
      </FormDialog>
    </>
  );
}

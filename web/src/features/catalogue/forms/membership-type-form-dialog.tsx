import { MembershipTypeInput } from '@takt/proto/http/membership/catalogue';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveMembershipType } from '../api/catalogue.api.ts';
import { ENTRY_TYPES } from './entry-types.ts';

export type MembershipTypeValues = z.input<typeof MembershipTypeInput>;

export const EMPTY_MEMBERSHIP_TYPE: MembershipTypeValues = {
  name: '',
  info: '',
  type: 2,
  minAge: null,
  maxAge: null,
  requiredDocuments: '',
  cost: 0,
  active: true,
};

/** Create or edit a membership type with the server's schema (max age not below min age, cost in cents). */
export function MembershipTypeFormDialog(props: {
  id?: string;
  initial?: MembershipTypeValues;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const notify = useNotify();
  const save = useSaveMembershipType();
  const { form, guard, close, submit, error } = useDialogForm(MembershipTypeInput, props.initial ?? EMPTY_MEMBERSHIP_TYPE, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'catalogue.membershipType.updated' : 'catalogue.membershipType.created' });
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
        title={props.id ? 'catalogue.membershipType.edit' : 'catalogue.membershipType.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="catalogue.name" autoFocus />
        <FormSelect control={control} name="type" label="catalogue.entryType" options={ENTRY_TYPES} />
        <FormTextField control={control} name="cost" label="catalogue.costCents" type="number" />
        <FormTextField control={control} name="minAge" label="catalogue.minAge" type="number" />
        <FormTextField control={control} name="maxAge" label="catalogue.maxAge" type="number" />
        <FormTextField control={control} name="requiredDocuments" label="catalogue.requiredDocuments" multiline minRows={2} />
        <FormTextField control={control} name="info" label="catalogue.info" multiline minRows={2} />
        <FormCheckbox control={control} name="active" label="catalogue.active" variant="switch" />
      </FormDialog>
    </>
  );
}

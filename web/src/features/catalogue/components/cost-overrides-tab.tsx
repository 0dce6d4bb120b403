import { useState } from 'react';
import { MemberStatusCostEntry } from '@takt/proto/http/membership/catalogue';
import { Money } from './money.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCostOverrides, useReferences, useSetCostOverrides } from '../api/catalogue.api.ts';
import { asOneEntry } from '../api/one-of-list.ts';

type Override = NonNullable<ReturnType<typeof useCostOverrides>['data']>[number];

/** A membership type's cost for members of a member status (MembershipTypeCostOverrides). */
export function CostOverridesTab({ membershipTypeId, canEdit }: { membershipTypeId: string; canEdit: boolean }) {
  const notify = useNotify();
  const overrides = useCostOverrides(membershipTypeId);
  const statuses = useReferences('MemberStatus').data ?? [];
  const setOverrides = useSetCostOverrides(membershipTypeId);
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const list = overrides.data ?? [];
  const nameOf = (id: string) => statuses.find((s) => s.id === id)?.name ?? '';
  const entries = (rows: Override[]) => rows.map((o) => ({ memberStatusId: o.memberStatusId, cost: o.cost }));
  const { form, guard, close, submit, error } = useDialogForm(
    MemberStatusCostEntry,
    { memberStatusId: '', cost: 0 },
    {
      open: adding,
      onClose: () => setAdding(false),
      save: (entry) => asOneEntry('memberStatusCostEntries', () => setOverrides.mutateAsync([...entries(list), entry])),
      onSaved: () => notify({ id: 'catalogue.override.added' }),
    },
  );
  const columns: RowsColumn<Override>[] = [
    { header: 'catalogue.override.memberStatus', cell: (o) => nameOf(o.memberStatusId) },
    { header: 'catalogue.cost', cell: (o) => <Money cents={o.cost} /> },
  ];
  const onRemove = (o: Override) =>
    confirmedRemove(
      { title: 'catalogue.override.removeTitle', text: 'catalogue.override.removeText', values: { name: nameOf(o.memberStatusId) } },
      () => setOverrides.mutateAsync(entries(list.filter((x) => x.id !== o.id))),
      'catalogue.override.removed',
    );
  const free = statuses.filter((s) => !list.some((o) => o.memberStatusId === s.id));
  return (
    <>
      <RowsTab
        query={overrides}
        columns={columns}
        empty="catalogue.override.none"
        testId="cost-overrides"
        add={canEdit ? { label: 'catalogue.override.add', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (o) => (
                <RemoveRowButton
                  label="catalogue.override.remove"
                  values={{ name: nameOf(o.memberStatusId) }}
                  onClick={() => void onRemove(o)}
                />
              )
            : undefined
        }
      />
      {guard.dialog}
      <FormDialog open={adding} title="catalogue.override.add" onClose={close} onSubmit={submit} error={error}>
        <FormSelect
          control={form.control}
          name="memberStatusId"
          label="catalogue.override.memberStatus"
          options={free.map((s) => ({ value: s.id, label: s.name, raw: true }))}
        />
        <FormTextField control={form.control} name="cost" label="catalogue.costCents" type="number" />
      </FormDialog>
    </>
  );
}

import { useState } from 'react';
import { TariffRefInput } from '@takt/proto/http/membership/tariffs';
import { useQuery } from '@tanstack/react-query';
import { membershipCatalogueContracts as types } from '@takt/proto/http/membership/catalogue';
import { useIntl } from 'react-intl';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { membershipTypeKeys } from '../api/catalogue.api.ts';
import { useAddTariffRef, useRemoveTariffRef, useTariffRefs } from '../api/tariffs.api.ts';
import { Money } from './money.tsx';

type Ref = NonNullable<ReturnType<typeof useTariffRefs>['data']>[number];

/** Membership types for a picker: all of them by name (a company has few). */
const useMembershipTypeChoices = () =>
  useQuery({
    queryKey: membershipTypeKeys.list({ choices: true }),
    queryFn: async () => (await call(types.listMembershipTypes, { query: odataQuery({ top: 500, skip: 0, count: false }) })).value,
  });

/** A tariff's cost per membership type (TariffRef): single or per course. */
export function TariffCostsTab({ tariffId, canEdit }: { tariffId: string; canEdit: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const refs = useTariffRefs(tariffId);
  const typeChoices = useMembershipTypeChoices().data ?? [];
  const add = useAddTariffRef();
  const remove = useRemoveTariffRef();
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const { form, guard, close, submit, error } = useDialogForm(
    TariffRefInput,
    { tariffId, membershipTypeId: '', cost: 0, costType: 0 },
    {
      open: adding,
      onClose: () => setAdding(false),
      save: (body) => add.mutateAsync(body),
      onSaved: () => notify({ id: 'catalogue.tariffRef.added' }),
    },
  );
  const columns: RowsColumn<Ref>[] = [
    { header: 'catalogue.tariffRef.membershipType', cell: (r) => r.membershipTypeName },
    { header: 'catalogue.cost', cell: (r) => <Money cents={r.cost} /> },
    { header: 'catalogue.tariffRef.costType', cell: (r) => intl.formatMessage({ id: `catalogue.tariffRef.costType.${r.costType}` }) },
  ];
  const onRemove = (r: Ref) =>
    confirmedRemove(
      { title: 'catalogue.tariffRef.removeTitle', text: 'catalogue.tariffRef.removeText', values: { name: r.membershipTypeName } },
      () => remove.mutateAsync(r.id),
      'catalogue.tariffRef.removed',
    );
  const used = new Set((refs.data ?? []).map((r) => r.membershipTypeId));
  return (
    <>
      <RowsTab
        query={refs}
        columns={columns}
        empty="catalogue.tariffRef.none"
        testId="tariff-costs"
        add={canEdit ? { label: 'catalogue.tariffRef.add', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (r) => (
                <RemoveRowButton
                  label="catalogue.tariffRef.remove"
                  values={{ name: r.membershipTypeName }}
                  onClick={() => void onRemove(r)}
                />
              )
            : undefined
        }
      />
      {guard.dialog}
      <FormDialog open={adding} title="catalogue.tariffRef.add" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        <FormSelect
          control={form.control}
          name="membershipTypeId"
          label="catalogue.tariffRef.membershipType"
          options={typeChoices.filter((t) => !used.has(t.id)).map((t) => ({ value: t.id, label: t.name, raw: true }))}
        />
        <FormTextField control={form.control} name="cost" label="catalogue.costCents" type="number" />
        <FormSelect
          control={form.control}
          name="costType"
          label="catalogue.tariffRef.costType"
          options={[0, 1].map((v) => ({ value: v, label: `catalogue.tariffRef.costType.${v}` }))}
        />
      </FormDialog>
    </>
  );
}

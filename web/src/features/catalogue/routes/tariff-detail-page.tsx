import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteTariff, useTariff } from '../api/tariffs.api.ts';
import { TariffCostsTab } from '../components/tariff-costs-tab.tsx';
import { TariffFormDialog } from '../forms/tariff-form-dialog.tsx';

const BACK = '/reference-tables?tab=tariffs';

/** /tariffs/{id}: the tariff and its cost per membership type. */
export function TariffDetailPage() {
  const { tariffId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const query = useTariff(tariffId);
  const remove = useDeleteTariff();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const t = query.data;

  const onDelete = async () => {
    const ok = await confirm({
      title: 'catalogue.deleteTitle',
      text: 'catalogue.tariff.deleteText',
      values: { name: t?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(tariffId);
      notify({ id: 'catalogue.entry.deleted' });
      navigate(BACK, { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: BACK, label: 'catalogue.tab.tariffs' }}
        title={t?.name}
        subtitle={t?.tariffName}
        loading={query.isLoading}
        error={query.isError}
        actions={
          <EditDeleteActions
            canEdit={may('tariffsEdit')}
            canDelete={may('tariffsCreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={
          t
            ? [
                {
                  id: 'costs',
                  label: 'catalogue.tab.tariffCosts',
                  content: <TariffCostsTab tariffId={t.id} canEdit={may('tariffsEdit')} />,
                },
                {
                  id: 'data',
                  label: 'catalogue.tab.data',
                  content: (
                    <FieldTable
                      rows={[
                        ['catalogue.name', t.name],
                        ['catalogue.tariff.tariffName', t.tariffName ?? ''],
                      ]}
                    />
                  ),
                },
              ]
            : []
        }
      />
      {t && (
        <TariffFormDialog
          key={query.dataUpdatedAt}
          id={t.id}
          initial={{ name: t.name, tariffName: t.tariffName ?? '' }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

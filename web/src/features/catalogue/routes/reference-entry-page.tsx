import { useState } from 'react';
import { REFERENCE_TABLE_NAMES, referenceFlag, type ReferenceTable } from '@takt/proto/http/membership/references';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteReference, useReference } from '../api/catalogue.api.ts';
import { DiscountsTab } from '../components/discounts-tab.tsx';
import { ReferenceFormDialog } from '../forms/reference-form-dialog.tsx';
import { tabOfTable } from './reference-tabs.ts';

type Entry = NonNullable<ReturnType<typeof useReference>['data']>;

function DataTab({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const rows: [string, string][] = [['catalogue.name', entry.name]];
  if (entry.tableName === 'Cost') {
    rows.push(['catalogue.entryType', intl.formatMessage({ id: `catalogue.entryType.${entry.type}` })]);
    rows.push(['catalogue.cost', intl.formatNumber((entry.cost ?? 0) / 100, { style: 'currency', currency: 'EUR' })]);
  }
  if (entry.tableName === 'MemberStatus') {
    rows.push(['catalogue.minAge', entry.minAge == null ? '' : String(entry.minAge)]);
    rows.push(['catalogue.maxAge', entry.maxAge == null ? '' : String(entry.maxAge)]);
  }
  rows.push(['catalogue.info', entry.info ?? '']);
  rows.push(['catalogue.active', intl.formatMessage({ id: entry.active ? 'common.yes' : 'common.no' })]);
  return <FieldTable rows={rows} />;
}

/** /reference-tables/{table}/{id}: one entry of a reference table; a cost also lists its discounts. */
export function ReferenceEntryPage() {
  const params = useParams();
  const table = (REFERENCE_TABLE_NAMES.find((t) => t === params.table) ?? 'Skill') as ReferenceTable;
  const id = params.entryId ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const query = useReference(table, id);
  const remove = useDeleteReference(table);
  const [editing, setEditing] = useState(false);
  const may = (action: 'CreateDelete' | 'Edit') => Boolean(me && (me.isAdmin || me.permissions.includes(referenceFlag(table, action))));
  const back = `/reference-tables?tab=${tabOfTable(table)}`;
  const e = query.data;

  const onDelete = async () => {
    const ok = await confirm({
      title: 'catalogue.deleteTitle',
      text: 'catalogue.deleteText',
      values: { name: e?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      notify({ id: 'catalogue.entry.deleted' });
      navigate(back, { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  const tabs = e ? [{ id: 'data', label: 'catalogue.tab.data', content: <DataTab entry={e} /> }] : [];
  if (e && table === 'Cost')
    tabs.push({ id: 'discounts', label: 'catalogue.tab.discounts', content: <DiscountsTab costId={e.id} canEdit={may('Edit')} /> });
  return (
    <>
      <DetailPage
        back={{ to: back, label: `catalogue.table.${table}` }}
        title={e?.name}
        loading={query.isLoading}
        error={query.isError}
        actions={
          <EditDeleteActions
            canEdit={may('Edit')}
            canDelete={may('CreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={tabs}
      />
      {e && (
        <ReferenceFormDialog
          key={query.dataUpdatedAt}
          table={table}
          id={e.id}
          initial={{
            name: e.name,
            info: e.info ?? '',
            type: e.type as 0 | 1 | 2 | 3,
            cost: e.cost ?? null,
            minAge: e.minAge ?? null,
            maxAge: e.maxAge ?? null,
            active: e.active,
          }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteMembershipType, useMembershipType } from '../api/catalogue.api.ts';
import { CostOverridesTab } from '../components/cost-overrides-tab.tsx';
import { DiscountsTab } from '../components/discounts-tab.tsx';
import { MembershipTypeFormDialog } from '../forms/membership-type-form-dialog.tsx';

type MembershipType = NonNullable<ReturnType<typeof useMembershipType>['data']>;

const BACK = '/reference-tables?tab=membershipTypes';

function DataTab({ type }: { type: MembershipType }) {
  const intl = useIntl();
  const euros = intl.formatNumber(type.cost / 100, { style: 'currency', currency: 'EUR' });
  const rows: [string, string][] = [
    ['catalogue.entryType', intl.formatMessage({ id: `catalogue.entryType.${type.type}` })],
    ['catalogue.cost', euros],
    ['catalogue.minAge', type.minAge == null ? '' : String(type.minAge)],
    ['catalogue.maxAge', type.maxAge == null ? '' : String(type.maxAge)],
    ['catalogue.requiredDocuments', type.requiredDocuments ?? ''],
    ['catalogue.info', type.info ?? ''],
    ['catalogue.active', intl.formatMessage({ id: type.active ? 'common.yes' : 'common.no' })],
  ];
  return <FieldTable rows={rows} />;
}

/** /membership-types/{id}: the type's data, its cost per member status and its discounts. */
export function MembershipTypeDetailPage() {
  const { membershipTypeId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const query = useMembershipType(membershipTypeId);
  const remove = useDeleteMembershipType();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const t = query.data;

  const onDelete = async () => {
    const ok = await confirm({
      title: 'catalogue.deleteTitle',
      text: 'catalogue.deleteText',
      values: { name: t?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(membershipTypeId);
      notify({ id: 'catalogue.entry.deleted' });
      navigate(BACK, { replace: true });
    } catch (err) {
      // A type attendees hold answers in_use: the snackbar says it stays.
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: BACK, label: 'title.referenceTables' }}
        title={t?.name}
        loading={query.isLoading}
        error={query.isError}
        actions={
          <EditDeleteActions
            canEdit={may('membershipTypesEdit')}
            canDelete={may('membershipTypesCreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={
          t
            ? [
                { id: 'data', label: 'catalogue.tab.data', content: <DataTab type={t} /> },
                {
                  id: 'overrides',
                  label: 'catalogue.tab.overrides',
                  content: <CostOverridesTab membershipTypeId={t.id} canEdit={may('membershipTypesEdit')} />,
                },
                { id: 'discounts', label: 'catalogue.tab.discounts', content: <DiscountsTab costId={t.id} canEdit={may('costsEdit')} /> },
              ]
            : []
        }
      />
      {t && (
        <MembershipTypeFormDialog
          key={query.dataUpdatedAt}
          id={t.id}
          initial={{
            name: t.name,
            info: t.info ?? '',
            type: t.type as 0 | 1 | 2 | 3,
            minAge: t.minAge ?? null,
            maxAge: t.maxAge ?? null,
            requiredDocuments: t.requiredDocuments ?? '',
            cost: t.cost,
            active: t.active,
          }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

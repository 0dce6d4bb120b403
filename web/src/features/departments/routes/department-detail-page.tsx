import { useState } from 'react';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { historyTabs } from '../../event-log/components/history-tab.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { ResponsiblesTab } from '../../organisation/components/responsibles-tab.tsx';
import { useDeleteDepartment, useDepartment, useSaveDepartmentResponsibles } from '../api/departments.api.ts';
import { DepartmentRefsTab } from '../components/department-refs-tab.tsx';
import { DepartmentFormDialog } from '../forms/department-form-dialog.tsx';

type Department = NonNullable<ReturnType<typeof useDepartment>['data']>;

function DataTab({ department }: { department: Department }) {
  const { locale } = useLocale();
  const rows: [string, string][] = [
    ['department.name', department.name],
    ['department.responsibles', department.responsibleFullNames.join(', ')],
    ['department.creator', department.creatorFullName ?? ''],
    ['org.createdDate', dayjs(department.createdDate).format(DATE_FORMAT[locale])],
  ];
  return <FieldTable rows={rows} />;
}

/** /departments/{id}: header with edit and delete; tabs for the data, responsibles, what is linked, and history. */
export function DepartmentDetailPage() {
  const { departmentId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const department = useDepartment(departmentId);
  const remove = useDeleteDepartment();
  const saveResponsibles = useSaveDepartmentResponsibles(departmentId);
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const d = department.data;
  const back = '/reference-tables?tab=departments';

  const onDelete = async () => {
    const ok = await confirm({
      title: 'departments.deleteTitle',
      text: 'departments.deleteText',
      values: { name: d?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(departmentId);
      notify({ id: 'departments.deleted' });
      navigate(back, { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: back, label: 'title.departments' }}
        title={d?.name}
        loading={department.isLoading}
        error={department.isError}
        actions={
          <EditDeleteActions
            canEdit={may('departmentsEdit')}
            canDelete={may('departmentsCreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={
          d
            ? [
                { id: 'data', label: 'locations.tab.data', content: <DataTab department={d} /> },
                {
                  id: 'responsibles',
                  label: 'org.tab.responsibles',
                  content: (
                    <ResponsiblesTab
                      ids={d.responsibleIds}
                      names={d.responsibleFullNames}
                      canEdit={may('departmentsEdit')}
                      save={(ids) => saveResponsibles.mutateAsync(ids)}
                    />
                  ),
                },
                { id: 'refs', label: 'org.tab.refs', content: <DepartmentRefsTab departmentId={d.id} /> },
                ...historyTabs(me, 'Department', d.id),
              ]
            : []
        }
      />
      {d && (
        <DepartmentFormDialog
          key={department.dataUpdatedAt}
          id={d.id}
          initial={{ name: d.name, responsibleIds: d.responsibleIds }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { mayReadEventLog } from '../../event-log/api/event-log.api.ts';
import { HistoryTab } from '../../event-log/components/history-tab.tsx';
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
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '30%', fontWeight: 600 }}>
              <FormattedMessage id={label} />
            </TableCell>
            <TableCell>{value || '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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
          <Stack direction="row" spacing={1}>
            {may('departmentsEdit') && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                <FormattedMessage id="common.edit" />
              </Button>
            )}
            {may('departmentsCreateDelete') && (
              <Button variant="outlined" color="error" onClick={() => void onDelete()}>
                <FormattedMessage id="common.delete" />
              </Button>
            )}
          </Stack>
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
                ...(me && mayReadEventLog(me.roles)
                  ? [{ id: 'history', label: 'history.tab', content: <HistoryTab entityType="Department" entityId={d.id} /> }]
                  : []),
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

import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { identityDepartmentContracts as routes } from '@takt/proto/http/identity/departments';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteDepartment } from '../api/departments.api.ts';
import { DepartmentFormDialog } from '../forms/department-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listDepartments>['value'][number];

const columns: ODataColumn<Row>[] = [
  { field: 'name', header: 'department.name', flex: 2, minWidth: 160 },
  {
    field: 'responsibleFullNames',
    header: 'department.responsibles',
    flex: 2,
    sortable: false,
    filterable: false,
    valueGetter: (v: string[]) => v.join(', '),
  },
  { field: 'creatorFullName', header: 'department.creator', flex: 1, sortable: false, filterable: false },
];

/** Reference tables → departments: the grid by name; a row opens the edit dialog, which can delete. */
export function DepartmentsTab() {
  const me = useMe().data;
  const notify = useNotify();
  const confirm = useConfirm();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<Row | 'new'>();
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const row = editing === 'new' ? undefined : editing;

  const onDelete = async (r: Row) => {
    const ok = await confirm({
      title: 'departments.deleteTitle',
      text: 'departments.deleteText',
      values: { name: r.name },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(r.id);
      setEditing(undefined);
      notify({ id: 'departments.deleted' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <ODataGrid
        gridId="departments"
        label="title.departments"
        contract={routes.listDepartments}
        resource="departments"
        columns={columns}
        defaultSort={[{ field: 'name', direction: 'asc' }]}
        searchFields={['name']}
        onRowClick={(r) => may('departmentsEdit') && setEditing(r)}
        actions={
          may('departmentsCreateDelete') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              <FormattedMessage id="departments.create" />
            </Button>
          )
        }
      />
      <DepartmentFormDialog
        key={row?.id ?? 'new'}
        id={row?.id}
        initial={row && { name: row.name, responsibleIds: row.responsibleIds }}
        open={Boolean(editing)}
        onClose={() => setEditing(undefined)}
        extraActions={
          row &&
          may('departmentsCreateDelete') && (
            <Button color="error" onClick={() => void onDelete(row)}>
              <FormattedMessage id="common.delete" />
            </Button>
          )
        }
      />
    </>
  );
}

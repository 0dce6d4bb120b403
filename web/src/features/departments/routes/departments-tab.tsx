import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { identityDepartmentContracts as routes } from '@takt/proto/http/identity/departments';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
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

/** Reference tables → departments: the grid by name; a row opens the department's detail page. */
export function DepartmentsTab() {
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('departmentsCreateDelete')));
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
        onRowClick={(r) => navigate(`/departments/${r.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              <FormattedMessage id="departments.create" />
            </Button>
          )
        }
      />
      <DepartmentFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useMe } from '../../../api/me.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { STAFF_KINDS, type StaffKind } from '../api/staff-kinds.ts';
import { LicenceInfo } from '../components/licence-info.tsx';
import { StaffFormDialog } from '../forms/staff-form-dialog.tsx';

type Row = ResponseOf<typeof STAFF_KINDS.employee.list>['value'][number];

function ActiveChip({ row }: { row: Row }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={row.inactiveOrExpired ? 'default' : 'success'}
      label={intl.formatMessage({ id: row.inactiveOrExpired ? 'staff.inactive' : 'staff.active' })}
    />
  );
}

function RoleCell({ row }: { row: Row }) {
  const intl = useIntl();
  return intl.formatMessage({ id: `staff.role.${row.role}` });
}

const columns: ODataColumn<Row>[] = [
  { field: 'lastName', header: 'user.lastName', flex: 1, minWidth: 130 },
  { field: 'firstName', header: 'user.firstName', flex: 1, minWidth: 120 },
  { field: 'userName', header: 'user.userName', flex: 1, minWidth: 130 },
  { field: 'email', header: 'user.email', flex: 1.5, minWidth: 180 },
  { field: 'phone', header: 'user.phone', flex: 1, minWidth: 120 },
  // The role comes from the authorities, which the OData list cannot sort or filter by.
  { field: 'role', header: 'staff.roleLabel', width: 130, sortable: false, filterable: false, renderCell: (p) => <RoleCell row={p.row} /> },
  { field: 'active', header: 'staff.activeLabel', type: 'boolean', width: 110, renderCell: (p) => <ActiveChip row={p.row} /> },
];

/** /employees and /trainers: the grid of the kind's users; a row opens its detail page. */
function StaffListPage({ kind }: { kind: StaffKind }) {
  const k = STAFF_KINDS[kind];
  const navigate = useNavigate();
  const me = useMe().data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes(`${k.flag}CreateDelete`)));
  return (
    <>
      <ODataGrid
        gridId={k.resource}
        label={`title.${k.resource}`}
        contract={k.list}
        resource={k.resource}
        columns={columns}
        searchFields={['lastName', 'firstName', 'userName', 'email', 'city']}
        onRowClick={(row) => navigate(`${k.base}/${row.id}`)}
        actions={
          <>
            {kind === 'employee' && <LicenceInfo />}
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                <FormattedMessage id={`staff.${kind}.create`} />
              </Button>
            )}
          </>
        }
      />
      <StaffFormDialog kind={kind} open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(`${k.base}/${id}`)} />
    </>
  );
}

export const EmployeesPage = () => <StaffListPage kind="employee" />;
export const TrainersPage = () => <StaffListPage kind="trainer" />;

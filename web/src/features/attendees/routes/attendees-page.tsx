import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { membershipAttendeeListContracts as lists } from '@takt/proto/http/membership/attendee-lists';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useMe } from '../../../api/me.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DepartmentFilter } from '../../departments/components/department-filter.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { nextMemberNumber } from '../api/attendees.api.ts';
import { MembershipTypeFilter } from '../components/membership-type-filter.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { AttendeeFormDialog } from '../forms/attendee-form-dialog.tsx';
import { emptyAttendee } from '../forms/attendee-values.ts';

type Row = ResponseOf<typeof lists.listAttendeesByParams>['value'][number];

const columns: ODataColumn<Row>[] = [
  { field: 'lastName', header: 'attendees.lastName', flex: 1, minWidth: 130 },
  { field: 'firstName', header: 'attendees.firstName', flex: 1, minWidth: 120 },
  { field: 'memberNumber', header: 'attendees.memberNumber', width: 130 },
  { field: 'email', header: 'attendees.email', flex: 1, minWidth: 160 },
  { field: 'city', header: 'attendees.city', width: 130 },
  {
    field: 'membershipTypes',
    header: 'attendees.memberships',
    flex: 1,
    minWidth: 150,
    sortable: false,
    filterable: false,
    valueGetter: (_v, row) =>
      row.membershipTypes
        .filter((m) => m.active)
        .map((m) => m.membershipTypeName)
        .join(', '),
  },
  { field: 'active', header: 'attendees.active', type: 'boolean', width: 110, renderCell: (p) => <StatusChip inactive={p.row.inactive} /> },
];

/** /attendees: the members (with a login), narrowed on the server by location, department, membership type and search. */
export function AttendeesPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [locationId, setLocationId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [membershipTypeId, setMembershipTypeId] = useState('');
  const [creating, setCreating] = useState<string>();
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('attendeesCreateDelete')));
  const extraQuery = useMemo(
    () => ({
      ...(locationId ? { locationId } : {}),
      ...(departmentId ? { departmentIds: departmentId } : {}),
      ...(membershipTypeId ? { membershipTypeIds: membershipTypeId } : {}),
    }),
    [locationId, departmentId, membershipTypeId],
  );
  // The next member number is proposed when the dialog opens; the server still checks it is free.
  const openCreate = async () => setCreating(await nextMemberNumber().catch(() => ''));
  return (
    <>
      <ODataGrid
        gridId="attendees"
        label="title.attendees"
        contract={lists.listAttendeesByParams}
        resource="attendees"
        columns={columns}
        searchFields={['lastName', 'firstName', 'memberNumber', 'email']}
        extraQuery={extraQuery}
        onRowClick={(row) => navigate(`/attendees/${row.id}`)}
        actions={
          <>
            <LocationFilter value={locationId} onChange={setLocationId} />
            <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
            <MembershipTypeFilter value={membershipTypeId} onChange={setMembershipTypeId} />
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => void openCreate()}>
                <FormattedMessage id="attendees.create" />
              </Button>
            )}
          </>
        }
      />
      {creating !== undefined && (
        <AttendeeFormDialog
          initial={{ ...emptyAttendee(creating), mainLocationId: locationId }}
          open
          onClose={() => setCreating(undefined)}
          onSaved={(id) => navigate(`/attendees/${id}`)}
        />
      )}
    </>
  );
}

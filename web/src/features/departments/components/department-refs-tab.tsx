import { Box } from '@mui/material';
import { identityLocationContracts as locations } from '@takt/proto/http/identity/locations';
import { identityUserContracts as users } from '@takt/proto/http/identity/users';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';

type LocationRow = ResponseOf<typeof locations.listLocationsInDepartment>['value'][number];
type UserRow = ResponseOf<typeof users.listEmployeesInDepartment>['value'][number];

const locationColumns: ODataColumn<LocationRow>[] = [
  { field: 'name', header: 'location.name', flex: 2, minWidth: 140 },
  { field: 'city', header: 'location.city', flex: 1, minWidth: 100 },
  { field: 'active', header: 'location.active', type: 'boolean', flex: 1, minWidth: 80 },
];
const userColumns: ODataColumn<UserRow>[] = [
  { field: 'lastName', header: 'org.lastName', flex: 1, minWidth: 110 },
  { field: 'firstName', header: 'org.firstName', flex: 1, minWidth: 110 },
  { field: 'email', header: 'org.email', flex: 2, minWidth: 160 },
];

/** What is linked to a department by department refs: its locations and its employees and trainers, paged by the server. */
export function DepartmentRefsTab({ departmentId }: { departmentId: string }) {
  const navigate = useNavigate();
  const params = { departmentId };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ODataGrid
        gridId="department-locations"
        label="org.departmentLocations"
        contract={locations.listLocationsInDepartment}
        params={params}
        resource="locations"
        columns={locationColumns}
        searchFields={['name', 'city']}
        onRowClick={(r) => navigate(`/locations/${r.id}`)}
      />
      <ODataGrid
        gridId="department-staff"
        label="org.departmentStaff"
        contract={users.listEmployeesInDepartment}
        params={params}
        extraQuery={{ includeTrainers: 'true' }}
        resource="employees"
        columns={userColumns}
        searchFields={['lastName', 'firstName', 'email']}
      />
    </Box>
  );
}

import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { identityLocationContracts as routes } from '@takt/proto/http/identity/locations';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { LocationFormDialog } from '../forms/location-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listLocations>['value'][number];

function ActiveChip({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={intl.formatMessage({ id: active ? 'location.isActive' : 'location.isInactive' })}
    />
  );
}

const columns: ODataColumn<Row>[] = [
  { field: 'name', header: 'location.name', flex: 2, minWidth: 160 },
  { field: 'street', header: 'location.street', flex: 2, minWidth: 140 },
  { field: 'zip', header: 'location.zip', width: 90 },
  { field: 'city', header: 'location.city', flex: 1, minWidth: 120 },
  { field: 'phone', header: 'location.phone', flex: 1, minWidth: 120 },
  { field: 'email', header: 'location.email', flex: 1, minWidth: 160 },
  { field: 'active', header: 'location.active', type: 'boolean', width: 110, renderCell: (p) => <ActiveChip active={Boolean(p.value)} /> },
];

/** /locations: the grid of the company's locations; a row opens its detail page. */
export function LocationsPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('locationsCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="locations"
        label="title.locations"
        contract={routes.listLocations}
        resource="locations"
        columns={columns}
        searchFields={['name', 'street', 'city', 'zip', 'email']}
        onRowClick={(row) => navigate(`/locations/${row.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              <FormattedMessage id="locations.create" />
            </Button>
          )
        }
      />
      <LocationFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/locations/${id}`)} />
    </>
  );
}

import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { schedulingRoomContracts as routes } from '@takt/proto/http/scheduling/rooms';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { RoomFormDialog } from '../forms/room-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listRooms>['value'][number];

function ActiveChip({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={intl.formatMessage({ id: active ? 'rooms.isActive' : 'rooms.isInactive' })}
    />
  );
}

const columns: ODataColumn<Row>[] = [
  { field: 'name', header: 'rooms.name', flex: 2, minWidth: 160 },
  { field: 'locationName', header: 'rooms.location', flex: 2, minWidth: 140, sortable: false, filterable: false },
  { field: 'capacity', header: 'rooms.capacity', type: 'number', width: 110 },
  { field: 'description', header: 'rooms.description', flex: 2, minWidth: 160 },
  { field: 'active', header: 'rooms.active', type: 'boolean', width: 110, renderCell: (p) => <ActiveChip active={Boolean(p.value)} /> },
];

/** /rooms: the company's rooms, narrowed to one location on the server; a row opens its detail page. */
export function RoomsPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [locationId, setLocationId] = useState('');
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('locationsCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="rooms"
        label="title.rooms"
        contract={routes.listRooms}
        resource="rooms"
        columns={columns}
        searchFields={['name', 'description']}
        filters={locationId ? [{ field: 'locationId', op: 'eq', value: locationId }] : []}
        onRowClick={(row) => navigate(`/rooms/${row.id}`)}
        actions={
          <>
            <LocationFilter value={locationId} onChange={setLocationId} />
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                <FormattedMessage id="rooms.create" />
              </Button>
            )}
          </>
        }
      />
      <RoomFormDialog
        key={locationId}
        initial={{ name: '', locationId, capacity: null, description: '', active: true }}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => navigate(`/rooms/${id}`)}
      />
    </>
  );
}

import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { membershipAttendeeListContracts as lists } from '@takt/proto/http/membership/attendee-lists';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useMe } from '../../../api/me.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { AddInterestedDialog } from '../forms/interested-form-dialog.tsx';

type Row = ResponseOf<typeof lists.listInterested>['value'][number];

const columns: ODataColumn<Row>[] = [
  { field: 'lastName', header: 'attendees.lastName', flex: 1, minWidth: 130 },
  { field: 'firstName', header: 'attendees.firstName', flex: 1, minWidth: 120 },
  { field: 'email', header: 'attendees.email', flex: 1, minWidth: 160 },
  { field: 'phone', header: 'attendees.phone', width: 140 },
  { field: 'mainLocationName', header: 'attendees.location', flex: 1, minWidth: 130, sortable: false, filterable: false },
  { field: 'createdDate', header: 'attendees.createdDate', width: 130, valueFormatter: (v: string) => v.slice(0, 10) },
];

/** /attendees-interested: people without a login, narrowed to a location on the server. */
export function InterestedPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [locationId, setLocationId] = useState('');
  const [adding, setAdding] = useState(false);
  const canAdd = Boolean(me && (me.isAdmin || me.permissions.includes('interestedCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="interested"
        label="title.interested"
        contract={lists.listInterested}
        resource="attendees"
        columns={columns}
        searchFields={['lastName', 'firstName', 'email']}
        extraQuery={locationId ? { locationId } : undefined}
        onRowClick={(row) => navigate(`/attendees-interested/${row.id}`)}
        actions={
          <>
            <LocationFilter value={locationId} onChange={setLocationId} />
            {canAdd && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                <FormattedMessage id="attendees.addInterested" />
              </Button>
            )}
          </>
        }
      />
      <AddInterestedDialog
        key={`${locationId}-${String(adding)}`}
        locationId={locationId}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => navigate(`/attendees-interested/${id}`)}
      />
    </>
  );
}

import { useMemo, useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { bookingPresenceContracts as routes } from '@takt/proto/http/booking/presences';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { useLeave, useOnlineCount } from '../api/presences.api.ts';
import { RoomsNow } from '../components/rooms-now.tsx';
import { EnterDialog } from '../forms/enter-dialog.tsx';
import { RoomDialog } from '../forms/room-dialog.tsx';

type Row = ResponseOf<typeof routes.listPresences>['value'][number];

function LeaveButton({ row }: { row: Row }) {
  const intl = useIntl();
  const notify = useNotify();
  const leave = useLeave();
  const label = intl.formatMessage({ id: 'presences.leaveFor' }, { name: row.fullName ?? '' });
  const run = async () => {
    try {
      await leave.mutateAsync({ attendeeId: row.attendeeId, applicationUserId: row.attendeeId ? null : row.applicationUserId });
      notify({ id: 'presences.left' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => void run()} disabled={leave.isPending}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Opens the room dialog for this visit (the page holds which visit it is for). */
function RoomButton({ row, onRoom }: { row: Row; onRoom(row: Row): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'presences.enterRoomFor' }, { name: row.fullName ?? '' });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onRoom(row)}>
        <MeetingRoomIcon />
      </IconButton>
    </Tooltip>
  );
}

function OnlineChip({ online }: { online: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={online ? 'success' : 'default'}
      label={intl.formatMessage({ id: online ? 'presences.in' : 'presences.out' })}
    />
  );
}

const columnsFor = (onRoom: (row: Row) => void): ODataColumn<Row>[] => [
  {
    field: 'fullName',
    header: 'presences.name',
    flex: 2,
    minWidth: 160,
    sortable: false,
    filterable: false,
    renderCell: (p) => <Name row={p.row} />,
  },
  { field: 'locationName', header: 'presences.location', flex: 1, minWidth: 130, sortable: false, filterable: false },
  {
    field: 'isOnline',
    header: 'presences.status',
    type: 'boolean',
    width: 120,
    renderCell: (p) => <OnlineChip online={Boolean(p.value)} />,
  },
  { field: 'dateEnter', header: 'presences.dateEnter', type: 'dateTime', minWidth: 160, valueGetter: (v: string) => new Date(v) },
  {
    field: 'dateLeave',
    header: 'presences.dateLeave',
    type: 'dateTime',
    minWidth: 160,
    valueGetter: (v: string | null) => (v ? new Date(v) : null),
  },
  {
    field: 'actions',
    header: 'presences.actions',
    sortable: false,
    filterable: false,
    width: 120,
    renderCell: (p) =>
      p.row.isOnline ? (
        <>
          <RoomButton row={p.row} onRoom={onRoom} />
          <LeaveButton row={p.row} />
        </>
      ) : null,
  },
];

/** Staff users have no name in booking: their role stands in for it. */
function Name({ row }: { row: Row }) {
  return <>{row.fullName ?? <FormattedMessage id={`org.role.${row.role}`} />}</>;
}

/** /presences: who is in now (online first, newest first) and in which room; check someone in by hand, into a room, or out. */
export function PresencesPage() {
  const intl = useIntl();
  const [locationId, setLocationId] = useState('');
  const [entering, setEntering] = useState(false);
  const [roomFor, setRoomFor] = useState<Row | null>(null);
  const columns = useMemo(() => columnsFor(setRoomFor), []);
  const online = useOnlineCount(locationId).data?.count;
  return (
    <Stack spacing={3}>
      <ODataGrid
        gridId="presences"
        label="title.presences"
        contract={routes.listPresences}
        resource="presences"
        columns={columns}
        searchFields={[]}
        filters={locationId ? [{ field: 'locationId', op: 'eq', value: locationId }] : []}
        actions={
          <>
            {online !== undefined && (
              <Chip
                data-testid="online-count"
                color="success"
                label={intl.formatMessage({ id: 'presences.onlineCount' }, { count: online })}
              />
            )}
            <LocationFilter value={locationId} onChange={setLocationId} />
            <Button variant="contained" startIcon={<LoginIcon />} onClick={() => setEntering(true)}>
              <FormattedMessage id="presences.enter" />
            </Button>
          </>
        }
      />
      <RoomsNow locationId={locationId} />
      <EnterDialog key={`${locationId}-${String(entering)}`} locationId={locationId} open={entering} onClose={() => setEntering(false)} />
      <RoomDialog key={roomFor?.id ?? 'none'} visit={roomFor} onClose={() => setRoomFor(null)} />
    </Stack>
  );
}

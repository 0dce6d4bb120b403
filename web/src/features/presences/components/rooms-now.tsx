import { Chip, IconButton, Tooltip } from '@mui/material';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { bookingRoomPresenceContracts as routes } from '@takt/proto/http/booking/room-presences';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLeaveRoom } from '../api/presences.api.ts';

type Row = ResponseOf<typeof routes.listRoomPresences>['value'][number];

function LeaveRoomButton({ row }: { row: Row }) {
  const intl = useIntl();
  const notify = useNotify();
  const leave = useLeaveRoom();
  const who = row.fullName ?? intl.formatMessage({ id: 'presences.staff' });
  const label = intl.formatMessage({ id: 'presences.leaveRoomFor' }, { name: who, room: row.roomName ?? '' });
  const run = async () => {
    try {
      await leave.mutateAsync(row.id);
      notify({ id: 'presences.roomLeft' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => void run()} disabled={leave.isPending}>
        <MeetingRoomIcon />
      </IconButton>
    </Tooltip>
  );
}

const columns: ODataColumn<Row>[] = [
  { field: 'locationName', header: 'presences.location', flex: 1, minWidth: 120, sortable: false, filterable: false },
  { field: 'roomName', header: 'presences.room', flex: 1, minWidth: 120, sortable: false, filterable: false },
  {
    field: 'fullName',
    header: 'presences.name',
    flex: 2,
    minWidth: 160,
    sortable: false,
    filterable: false,
    valueGetter: (v: string | null) => v,
    renderCell: (p) => p.row.fullName ?? <FormattedMessage id="presences.staff" />,
  },
  { field: 'timeEnter', header: 'presences.since', type: 'dateTime', minWidth: 160, valueGetter: (v: string) => new Date(v) },
  {
    field: 'status',
    header: 'presences.roomStatus',
    width: 150,
    filterable: false,
    renderCell: (p) => (
      <Chip size="small" label={<FormattedMessage id={p.row.status === 2 ? 'presences.confirmed' : 'presences.notConfirmed'} />} />
    ),
  },
  {
    field: 'actions',
    header: 'presences.actions',
    sortable: false,
    filterable: false,
    width: 90,
    renderCell: (p) => <LeaveRoomButton row={p.row} />,
  },
];

/** Who is in which room now, at the chosen location or everywhere (spec: RoomPresences). */
export function RoomsNow({ locationId }: { locationId: string }) {
  return (
    <ODataGrid
      gridId="room-presences"
      label="presences.roomsNow"
      contract={routes.listRoomPresences}
      resource="presences"
      columns={columns}
      searchFields={[]}
      filters={[
        { field: 'isOnline', op: 'eq', value: true },
        ...(locationId ? [{ field: 'locationId', op: 'eq' as const, value: locationId }] : []),
      ]}
    />
  );
}

import { useState } from 'react';
import { Box, Button, Chip, Stack, Tooltip, IconButton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/EventBusy';
import ConfirmIcon from '@mui/icons-material/HowToReg';
import { bookingAttendanceContracts as routes } from '@takt/proto/http/booking/attendances';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { AppointmentChat } from '../../appointment-chat/components/appointment-chat.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCancelAttendance, useConfirmAttendance, useSeats } from '../api/attendances.api.ts';
import { BookAttendeeDialog } from '../forms/book-attendee-dialog.tsx';
import { SeriesTab } from '../components/series-tab.tsx';
import { PrintButton, PrintViewLink } from '../components/print-button.tsx';
import { bookingPrintContracts } from '@takt/proto/http/booking/print';

type Row = ResponseOf<typeof routes.listAttendances>['value'][number];

/** Spec section 4 status numbers (the proto enum's root module is not loaded in the web app). */
const CONFIRMED = 2;
const ON_WAITING_LIST = 4;

/** Cancel (and, on the waiting list, confirm) buttons of one row, each asking first. */
function RowActions({ row, waiting }: { row: Row; waiting: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const cancel = useCancelAttendance();
  const confirmNow = useConfirmAttendance();
  const name = row.attendeeFullName ?? '';
  const run = async (action: 'cancel' | 'confirm') => {
    const ok = await confirm({
      title: `attendances.${action}Title`,
      text: `attendances.${action}Text`,
      values: { name },
      confirm: `attendances.${action}`,
      danger: action === 'cancel',
    });
    if (!ok) return;
    try {
      if (action === 'cancel') {
        const { promoted } = await cancel.mutateAsync(row.id);
        notify({ id: promoted.length ? 'attendances.cancelledPromoted' : 'attendances.cancelled', values: { count: promoted.length } });
      } else {
        await confirmNow.mutateAsync(row.id);
        notify({ id: 'attendances.confirmed' });
      }
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const label = (action: string) => intl.formatMessage({ id: `attendances.${action}For` }, { name });
  return (
    <Stack direction="row">
      {waiting && (
        <Tooltip title={label('confirm')}>
          <IconButton aria-label={label('confirm')} onClick={() => void run('confirm')}>
            <ConfirmIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={label('cancel')}>
        <IconButton aria-label={label('cancel')} onClick={() => void run('cancel')}>
          <CancelIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const nameColumn: ODataColumn<Row> = {
  field: 'attendeeFullName',
  header: 'attendances.attendee',
  flex: 2,
  minWidth: 160,
  sortable: false,
  filterable: false,
};
const bookedColumn: ODataColumn<Row> = {
  field: 'bookingDate',
  header: 'attendances.bookingDate',
  type: 'dateTime',
  flex: 1,
  minWidth: 150,
  valueGetter: (v: string) => (v ? new Date(v) : null),
};
const actions = (waiting: boolean): ODataColumn<Row> => ({
  field: 'actions',
  header: 'attendances.actions',
  sortable: false,
  filterable: false,
  width: 110,
  renderCell: (p) => <RowActions row={p.row} waiting={waiting} />,
});
const confirmedColumns: ODataColumn<Row>[] = [nameColumn, bookedColumn, actions(false)];
/** A place held for the waiting attendee by an open offer (decision 0048): until when. */
const offerColumn: ODataColumn<Row> = {
  field: 'offerExpiresAt',
  header: 'attendances.offerUntil',
  type: 'dateTime',
  flex: 1,
  minWidth: 150,
  sortable: false,
  filterable: false,
  valueGetter: (v: string | null) => (v ? new Date(v) : null),
};
const waitingColumns: ODataColumn<Row>[] = [
  { field: 'attendeeOnWaitingListNumber', header: 'attendances.waitingNumber', type: 'number', width: 110 },
  nameColumn,
  bookedColumn,
  offerColumn,
  actions(true),
];

function AttendanceList({ appointmentId, status }: { appointmentId: string; status: number }) {
  const waiting = status === ON_WAITING_LIST;
  return (
    <ODataGrid
      gridId={waiting ? 'appointment-waiting' : 'appointment-confirmed'}
      label={waiting ? 'attendances.waitingList' : 'attendances.confirmedList'}
      contract={routes.listAttendances}
      resource="attendances"
      columns={waiting ? waitingColumns : confirmedColumns}
      searchFields={[]}
      filters={[
        { field: 'appointmentId', op: 'eq', value: appointmentId },
        { field: 'status', op: 'eq', value: status },
      ]}
      initialSort={waiting ? [{ field: 'attendeeOnWaitingListNumber', direction: 'asc' }] : [{ field: 'bookingDate', direction: 'asc' }]}
    />
  );
}

/**
 * /appointments/{id}/attendances: who is booked on an appointment (confirmed, with the live count)
 * and who waits, in order; staff book an attendee, cancel, and confirm from the waiting list.
 */
export function AppointmentAttendancesPage() {
  const { appointmentId = '' } = useParams();
  const intl = useIntl();
  const seats = useSeats(appointmentId);
  const [booking, setBooking] = useState(false);
  const s = seats.data;
  const subtitle = s && (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {intl.formatDate(s.date, { dateStyle: 'medium', timeZone: 'UTC' })} {s.timeFrom}–{s.timeTill}
      </span>
      <Chip
        data-testid="seat-count"
        variant={s.confirmedCount >= s.maxAttendees ? 'filled' : 'outlined'}
        label={intl.formatMessage({ id: 'attendances.seatCount' }, { confirmed: s.confirmedCount, max: s.maxAttendees })}
      />
      {s.offeredCount > 0 && (
        <Chip
          data-testid="offered-count"
          color="success"
          variant="outlined"
          label={intl.formatMessage({ id: 'attendances.offeredCount' }, { count: s.offeredCount })}
        />
      )}
      <Chip data-testid="waiting-count" label={intl.formatMessage({ id: 'attendances.waitingCount' }, { count: s.waitingCount })} />
      {s.isCancelled && <Chip color="error" label={intl.formatMessage({ id: 'attendances.appointmentCancelled' })} />}
    </Box>
  );
  return (
    <>
      <DetailPage
        back={{ to: '/appointments', label: 'title.appointments' }}
        title={s?.courseName}
        subtitle={subtitle}
        loading={seats.isLoading}
        error={seats.isError}
        actions={
          s && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <PrintButton
                contract={bookingPrintContracts.printAttendanceList}
                id={appointmentId}
                label="attendances.printList"
                fileName="attendance-list"
              />
              <PrintViewLink to={`/print-attendance-list/${appointmentId}`} label="kioskPrint.openAttendanceList" />
              {!s.isCancelled && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBooking(true)}>
                  <FormattedMessage id="attendances.book" />
                </Button>
              )}
            </Stack>
          )
        }
        tabs={[
          {
            id: 'confirmed',
            label: 'attendances.confirmedList',
            content: <AttendanceList appointmentId={appointmentId} status={CONFIRMED} />,
          },
          {
            id: 'waiting',
            label: 'attendances.waitingList',
            content: <AttendanceList appointmentId={appointmentId} status={ON_WAITING_LIST} />,
          },
          ...(s?.dateTimeId ? [{ id: 'series', label: 'attendances.seriesTab', content: <SeriesTab dateTimeId={s.dateTimeId} /> }] : []),
          { id: 'chat', label: 'chat.tab', content: <AppointmentChat appointmentId={appointmentId} /> },
        ]}
      />
      <BookAttendeeDialog appointmentId={appointmentId} open={booking} onClose={() => setBooking(false)} />
    </>
  );
}

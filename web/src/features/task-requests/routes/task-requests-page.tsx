import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { bookingTaskRequestContracts as routes } from '@takt/proto/http/booking/task-requests';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { useDecideTaskRequests } from '../api/task-requests.api.ts';

type Row = ResponseOf<typeof routes.listTaskRequests>['value'][number];
type Decision = 'ACCEPT' | 'REJECT';

const STATUS_COLOR = { OPEN: 'primary', ACCEPT: 'success', REJECT: 'default' } as const;

function StatusChip({ status }: { status: Row['status'] }) {
  const intl = useIntl();
  return <Chip size="small" color={STATUS_COLOR[status]} label={intl.formatMessage({ id: `taskRequests.status.${status}` })} />;
}

function useColumns(): ODataColumn<Row>[] {
  const { locale } = useLocale();
  const date = (d?: string) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : '');
  const fixed = { sortable: false, filterable: false } as const;
  return [
    { field: 'createdDate', header: 'taskRequests.createdDate', width: 120, filterable: false, valueFormatter: (v: string) => date(v) },
    { field: 'attendeeFullName', header: 'taskRequests.member', flex: 1, minWidth: 150, ...fixed },
    { field: 'courseName', header: 'taskRequests.course', flex: 1, minWidth: 140, ...fixed },
    {
      field: 'date',
      header: 'taskRequests.appointment',
      width: 190,
      ...fixed,
      valueGetter: (_v: unknown, row: Row) => `${date(row.date)} ${row.timeFrom}–${row.timeTill}`,
    },
    { field: 'locationName', header: 'taskRequests.location', width: 140, ...fixed },
    {
      field: 'countOfAttendancesForTheDate',
      header: 'taskRequests.places',
      width: 110,
      ...fixed,
      valueGetter: (_v: unknown, row: Row) => `${row.countOfAttendancesForTheDate} / ${row.countCourseMax}`,
    },
    {
      field: 'status',
      header: 'taskRequests.status',
      width: 130,
      filterable: false,
      renderCell: (p) => <StatusChip status={p.row.status} />,
    },
  ];
}

/** /tasks: members' requests to join courses that need approval; tick rows to accept or reject them together. */
export function TaskRequestsPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const decide = useDecideTaskRequests();
  const columns = useColumns();
  const [status, setStatus] = useState('OPEN');
  const [locationId, setLocationId] = useState('');
  const [selected, setSelected] = useState<string[]>([]);

  const onDecide = async (next: Decision) => {
    const ok = await confirm({
      title: `taskRequests.decideTitle.${next}`,
      text: `taskRequests.decideText.${next}`,
      values: { count: String(selected.length) },
      confirm: `taskRequests.decide.${next}`,
    });
    if (!ok) return;
    try {
      const { requests } = await decide.mutateAsync({ referencesId: selected, status: next });
      notify({ id: `taskRequests.decided.${next}`, values: { count: requests.length } });
      setSelected([]);
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  const filters = [
    ...(status === '' ? [] : [{ field: 'status', op: 'eq' as const, value: status }]),
    ...(locationId === '' ? [] : [{ field: 'locationId', op: 'eq' as const, value: locationId }]),
  ];
  const narrowed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSelected([]);
  };

  return (
    <ODataGrid
      gridId="task-requests"
      label="taskRequests.title"
      contract={routes.listTaskRequests}
      resource="task-requests"
      columns={columns}
      searchFields={[]}
      filters={filters}
      selection={{ ids: selected, onChange: setSelected }}
      actions={
        <>
          <SelectFilter
            label="taskRequests.status"
            all="taskRequests.status.all"
            value={status}
            onChange={narrowed(setStatus)}
            options={['OPEN', 'ACCEPT', 'REJECT'].map((value) => ({ value, label: `taskRequests.status.${value}`, i18n: true }))}
            width={160}
          />
          <LocationFilter value={locationId} onChange={narrowed(setLocationId)} />
          <Button
            variant="contained"
            color="success"
            disabled={!selected.length || decide.isPending}
            onClick={() => void onDecide('ACCEPT')}
          >
            <FormattedMessage id="taskRequests.accept" values={{ count: selected.length }} />
          </Button>
          <Button variant="outlined" color="error" disabled={!selected.length || decide.isPending} onClick={() => void onDecide('REJECT')}>
            <FormattedMessage id="taskRequests.reject" values={{ count: selected.length }} />
          </Button>
        </>
      }
    />
  );
}

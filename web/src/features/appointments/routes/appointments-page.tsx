import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { schedulingAppointmentContracts as routes } from '@takt/proto/http/scheduling/appointments';
import { hasAnyRole, OFFICE_ROLES } from '@takt/proto/roles';
import dayjs from 'dayjs';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { BookedCell, StatusChip } from '../components/appointment-chips.tsx';
import { AppointmentDialog } from '../components/appointment-dialog.tsx';
import { AppointmentFilters, conditionsOf, NO_FILTER } from '../components/appointment-filters.tsx';

type Row = ResponseOf<typeof routes.listAppointments>['value'][number];

function CourseCell({ row }: { row: Row }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.courseColor, flexShrink: 0 }} />
      <span>{row.courseName}</span>
    </Stack>
  );
}

/** /appointments: every appointment by date and start time, filtered on the server; a row opens its dialog. */
export function AppointmentsPage() {
  const { locale } = useLocale();
  const me = useMe().data;
  const [filter, setFilter] = useState(NO_FILTER);
  const [openId, setOpenId] = useState<string>();
  // The write routes are the office's (like course times), with the permission flag on top.
  const can = (flag: 'appointmentsEdit' | 'appointmentsCreateDelete') =>
    Boolean(me && (me.isAdmin || (hasAnyRole(me.roles, OFFICE_ROLES) && me.permissions.includes(flag))));
  const columns: ODataColumn<Row>[] = [
    {
      field: 'date',
      header: 'appointments.date',
      width: 120,
      filterable: false,
      valueFormatter: (v: string) => dayjs(v).format(DATE_FORMAT[locale]),
    },
    {
      field: 'timeFrom',
      header: 'appointments.time',
      width: 120,
      filterable: false,
      valueGetter: (_v, row) => `${row.timeFrom}–${row.timeTill}`,
    },
    { field: 'courseName', header: 'appointments.course', flex: 2, minWidth: 160, renderCell: (p) => <CourseCell row={p.row} /> },
    { field: 'locationName', header: 'appointments.location', flex: 1, minWidth: 120, sortable: false, filterable: false },
    { field: 'roomName', header: 'appointments.room', flex: 1, minWidth: 110, sortable: false, filterable: false },
    {
      field: 'countOfAttendancesForTheDate',
      header: 'appointments.booked',
      width: 170,
      sortable: false,
      filterable: false,
      renderCell: (p) => <BookedCell a={p.row} />,
    },
    { field: 'isCancelled', header: 'appointments.status', width: 130, filterable: false, renderCell: (p) => <StatusChip a={p.row} /> },
  ];
  return (
    <>
      <ODataGrid
        gridId="appointments"
        label="title.appointments"
        contract={routes.listAppointments}
        resource="appointments"
        columns={columns}
        searchFields={['courseName']}
        filters={conditionsOf(filter)}
        onRowClick={(row) => setOpenId(row.id)}
        actions={<AppointmentFilters value={filter} onChange={setFilter} />}
      />
      <AppointmentDialog
        id={openId}
        onClose={() => setOpenId(undefined)}
        canEdit={can('appointmentsEdit')}
        canDelete={can('appointmentsCreateDelete')}
      />
    </>
  );
}

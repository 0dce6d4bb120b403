import { schedulingAppointmentContracts as routes } from '@takt/proto/http/scheduling/appointments';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';

type Row = ResponseOf<typeof routes.listAppointments>['value'][number];

/** The course's appointments, paged by the server (date, then start time); a row opens its attendances. */
export function AppointmentsTab({ courseId }: { courseId: string }) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const columns: ODataColumn<Row>[] = [
    {
      field: 'date',
      header: 'courses.date',
      filterable: false,
      width: 130,
      valueFormatter: (v: string) => dayjs(v).format(DATE_FORMAT[locale]),
    },
    { field: 'timeFrom', header: 'courses.timeFrom', width: 110 },
    { field: 'timeTill', header: 'courses.timeTill', width: 110 },
    { field: 'maxAttendees', header: 'courses.maxAttendees', type: 'number', width: 130 },
    { field: 'countOfAttendancesForTheDate', header: 'courses.booked', type: 'number', width: 110, sortable: false, filterable: false },
    { field: 'isCancelled', header: 'courses.cancelled', type: 'boolean', width: 110 },
  ];
  return (
    <ODataGrid
      gridId="course-appointments"
      label="courses.appointments"
      contract={routes.listAppointments}
      resource="appointments"
      columns={columns}
      searchFields={[]}
      filters={[{ field: 'courseId', op: 'eq', value: courseId }]}
      onRowClick={(row) => navigate(`/appointments/${row.id}/attendances`)}
    />
  );
}

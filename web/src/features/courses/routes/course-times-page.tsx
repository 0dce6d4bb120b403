import { schedulingDateTimeContracts as routes } from '@takt/proto/http/scheduling/date-times';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';

type Row = ResponseOf<typeof routes.listDateTimes>['value'][number];

/** /course-times: every course's date-times, paged by the server; a row opens its course on the date-times tab. */
export function CourseTimesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const date = (v: string) => dayjs(v).format(DATE_FORMAT[locale]);
  const columns: ODataColumn<Row>[] = [
    { field: 'courseName', header: 'courses.course', flex: 2, minWidth: 160, sortable: false, filterable: false },
    { field: 'name', header: 'courses.dateTimeName', flex: 1, minWidth: 120 },
    { field: 'dateFrom', header: 'courses.dateFrom', filterable: false, width: 130, valueFormatter: date },
    { field: 'dateTill', header: 'courses.dateTill', filterable: false, width: 130, valueFormatter: date },
    { field: 'timeFrom', header: 'courses.timeFrom', width: 110 },
    { field: 'timeTill', header: 'courses.timeTill', width: 110 },
    {
      field: 'period',
      header: 'courses.period',
      type: 'number',
      width: 130,
      renderCell: (p) => intl.formatMessage({ id: `courses.period.${p.value as number}` }),
    },
    { field: 'roomName', header: 'courses.room', flex: 1, minWidth: 120, sortable: false, filterable: false },
  ];
  return (
    <ODataGrid
      gridId="course-times"
      label="title.courseTimes"
      contract={routes.listDateTimes}
      resource="dateTimes"
      columns={columns}
      searchFields={['name']}
      onRowClick={(row) => navigate(`/courses/${row.courseId}?tab=times`)}
    />
  );
}

import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { RegenerateAppointmentsResult } from '@takt/proto/http/scheduling/date-times';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { checkDateTimeBooked, useCourseDateTimes, useDeleteDateTime, type DateTimeValues } from '../api/date-times.api.ts';
import { DateTimeFormDialog } from '../forms/date-time-form-dialog.tsx';
import { RegenerationOutcome } from './regeneration-outcome.tsx';

type DateTimeRow = NonNullable<ReturnType<typeof useCourseDateTimes>['data']>[number];
type Editing = { id?: string; initial: DateTimeValues; booked?: boolean };

const valuesOf = (d: DateTimeRow): DateTimeValues => ({
  courseId: d.courseId,
  name: d.name ?? '',
  dateFrom: d.dateFrom,
  dateTill: d.dateTill,
  timeFrom: d.timeFrom,
  timeTill: d.timeTill,
  period: d.period as 1 | 2 | 3,
  eachOnDay: d.eachOnDay,
  periodValues: d.periodValues ?? '',
  maxAttendees: d.maxAttendees,
  roomId: d.roomId,
});

/** A course's date-times: add, change (its appointments follow, booked ones stay and are named) and remove. */
export function DateTimesTab(props: { courseId: string; locationId: string | null; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const dateTimes = useCourseDateTimes(props.courseId);
  const remove = useDeleteDateTime();
  const confirmedRemove = useConfirmedRemove();
  const [editing, setEditing] = useState<Editing>();
  const [outcome, setOutcome] = useState<RegenerateAppointmentsResult>();
  const date = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const when = (d: DateTimeRow) => `${date(d.dateFrom)} – ${date(d.dateTill)}`;
  const repeat = (d: DateTimeRow) => {
    const values = d.period === 2 ? d.periodValues?.split(',').map((w) => intl.formatMessage({ id: `courses.weekday.${w}` })) : undefined;
    const every = intl.formatMessage({ id: `courses.every.${d.period}` }, { n: d.eachOnDay });
    return values ? `${every}: ${values.join(', ')}` : d.periodValues ? `${every}: ${d.periodValues}` : every;
  };
  const columns: RowsColumn<DateTimeRow>[] = [
    { header: 'courses.dates', cell: when },
    { header: 'courses.times', cell: (d) => `${d.timeFrom}–${d.timeTill}` },
    { header: 'courses.period', cell: repeat },
    { header: 'courses.room', cell: (d) => d.roomName ?? '' },
    { header: 'courses.maxAttendees', cell: (d) => (d.maxAttendees === null ? '' : String(d.maxAttendees)) },
  ];
  const today = dayjs().format('YYYY-MM-DD');
  const blank: DateTimeValues = {
    courseId: props.courseId,
    name: '',
    dateFrom: today,
    dateTill: today,
    timeFrom: '09:00',
    timeTill: '12:00',
    period: 1,
    eachOnDay: 1,
    periodValues: '',
  };
  const edit = async (d: DateTimeRow) => {
    const booked = await checkDateTimeBooked(d.id).catch(() => undefined);
    setEditing({ id: d.id, initial: valuesOf(d), booked: booked?.isBooked });
  };
  const onRemove = async (d: DateTimeRow) => {
    const booked = await checkDateTimeBooked(d.id).catch(() => undefined);
    if (booked?.isBooked) {
      notify({ id: 'courses.dateTimeInUse', values: { count: booked.bookedAppointments }, severity: 'warning' });
      return;
    }
    await confirmedRemove(
      { title: 'courses.removeDateTimeTitle', text: 'courses.removeDateTimeText', values: { when: when(d) } },
      () => remove.mutateAsync(d.id),
      'courses.dateTimeRemoved',
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {outcome && <RegenerationOutcome outcome={outcome} onClose={() => setOutcome(undefined)} />}
      <RowsTab
        query={dateTimes}
        columns={columns}
        empty="courses.noDateTimes"
        testId="course-date-times"
        add={props.canEdit ? { label: 'courses.addDateTime', onClick: () => setEditing({ initial: blank }) } : undefined}
        action={
          props.canEdit
            ? (d) => (
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title={intl.formatMessage({ id: 'courses.editDateTimeOf' }, { when: when(d) })}>
                    <IconButton
                      aria-label={intl.formatMessage({ id: 'courses.editDateTimeOf' }, { when: when(d) })}
                      onClick={() => void edit(d)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <RemoveRowButton label="courses.removeDateTime" values={{ when: when(d) }} onClick={() => void onRemove(d)} />
                </Box>
              )
            : undefined
        }
      />
      {editing && (
        <DateTimeFormDialog
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.initial}
          booked={editing.booked}
          locationId={props.locationId}
          open
          onClose={() => setEditing(undefined)}
          onSaved={setOutcome}
        />
      )}
    </Box>
  );
}

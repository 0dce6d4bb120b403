import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { hasPermission, type PermissionFlag } from '@takt/proto/permissions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { CourseFilter } from '../../courses/components/course-filter.tsx';
import { DepartmentFilter } from '../../departments/components/department-filter.tsx';
import { useCalendar, useMoveAppointment, type CalendarWindow } from '../api/calendar.api.ts';
import { CalendarFeedsDialog } from '../components/calendar-feeds-dialog.tsx';
import { CourseCalendar, type MovedAppointment } from '../components/course-calendar.tsx';

/** The staff calendar: day, week and month, filtered by location and course; drag moves one appointment after asking. */
export function CalendarPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const confirm = useConfirm();
  const notify = useNotify();
  const [window, setWindow] = useState<CalendarWindow>();
  const [filters, setFilters] = useState({ locationId: '', departmentId: '', courseId: '' });
  const calendar = useCalendar(locale, window, filters);
  const move = useMoveAppointment();
  const me = useMe().data;
  const canEdit = !!me && hasPermission({ roles: me.roles, permissions: me.permissions as PermissionFlag[] }, 'calendarEdit');
  const [feedsOpen, setFeedsOpen] = useState(false);

  const onMove = async (m: MovedAppointment) => {
    const values = { course: m.a.courseName, from: intl.formatDate(m.a.date), to: intl.formatDate(m.date), time: m.timeFrom };
    if (!(await confirm({ title: 'calendar.moveTitle', text: 'calendar.moveText', values }))) return false;
    try {
      await move.mutateAsync(m);
      notify({ id: 'calendar.moved' });
      return true;
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
      return false;
    }
  };

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">
          <FormattedMessage id="title.calendar" />
        </Typography>
        {canEdit && (
          <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setFeedsOpen(true)}>
            <FormattedMessage id="calendarFeeds.open" />
          </Button>
        )}
      </Stack>
      <CalendarFeedsDialog open={feedsOpen} onClose={() => setFeedsOpen(false)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <LocationFilter value={filters.locationId} onChange={(locationId) => setFilters((f) => ({ ...f, locationId }))} />
        <DepartmentFilter value={filters.departmentId} onChange={(departmentId) => setFilters((f) => ({ ...f, departmentId }))} />
        <CourseFilter value={filters.courseId} onChange={(courseId) => setFilters((f) => ({ ...f, courseId }))} />
      </Stack>
      <CourseCalendar
        data={calendar.data}
        locale={locale}
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        onWindow={setWindow}
        onOpen={(a) => navigate(`/appointments/${a.id}/attendances`)}
        onMove={onMove}
      />
    </Box>
  );
}

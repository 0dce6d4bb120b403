import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useFormats } from '../../invoices/components/money.ts';
import { useQrAppointments, useQrCourses } from '../api/attendee-registration.api.ts';

/** What takes place at the location: its courses and the next appointments, of one course or all. */
export function DoorProgram({ locationId }: { locationId: string }) {
  const intl = useIntl();
  const { date } = useFormats();
  const [courseId, setCourseId] = useState('');
  const courses = useQrCourses(locationId);
  const appointments = useQrAppointments(locationId, courseId);
  const rows = appointments.data?.value ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="door-program">
      <Typography variant="h2" id="door-program" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="registration.program" />
      </Typography>
      <SelectFilter
        label="registration.course"
        all="registration.allCourses"
        value={courseId}
        onChange={setCourseId}
        options={(courses.data?.value ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      {appointments.isError ? (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      ) : appointments.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="registration.noAppointments" />
        </Typography>
      ) : (
        <List dense aria-label={intl.formatMessage({ id: 'registration.appointments' })} data-testid="door-appointments">
          {rows.map((a) => (
            <ListItem key={a.id} disableGutters divider>
              <ListItemText
                primary={a.courseName}
                secondary={`${date(a.date)} ${a.timeFrom}–${a.timeTill}${a.roomName ? ` · ${a.roomName}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

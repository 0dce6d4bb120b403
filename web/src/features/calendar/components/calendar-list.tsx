import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CalendarAnswer } from '@takt/proto/http/scheduling/calendar';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarWindow } from '../api/calendar.api.ts';

/** The calendar as a list of a week's days, for phones. */
export function CalendarList({
  data,
  window,
  onWindow,
}: {
  data: CalendarAnswer | undefined;
  window: CalendarWindow;
  onWindow(w: CalendarWindow): void;
}) {
  const intl = useIntl();
  const shift = (weeks: number) => onWindow({ date: dayjs(window.date).add(weeks, 'week').format('YYYY-MM-DD'), dateType: 'week' });
  const days = (data?.days ?? []).filter((d) => d.appointments.length > 0);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label={intl.formatMessage({ id: 'calendar.previous' })} onClick={() => shift(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="h6">
          {data && `${intl.formatDate(data.from)} – ${intl.formatDate(data.till)}`}
        </Typography>
        <IconButton aria-label={intl.formatMessage({ id: 'calendar.next' })} onClick={() => shift(1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {data && days.length === 0 && (
        <Typography sx={{ p: 2 }}>
          <FormattedMessage id="calendar.empty" />
        </Typography>
      )}
      {days.map((d) => (
        <Box key={d.date} component="section" sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`${d.dayName}, ${intl.formatDate(d.date)}`}
          </Typography>
          <List dense disablePadding>
            {d.appointments.map((a) => (
              <ListItem key={a.id} sx={{ borderLeft: 6, borderColor: a.courseColor, mb: 0.5 }}>
                <ListItemText
                  primary={`${a.timeFrom}–${a.timeTill} ${a.courseName}`}
                  secondary={
                    a.isCancelled
                      ? intl.formatMessage({ id: 'calendar.cancelled' })
                      : intl.formatMessage(
                          { id: 'calendar.places' },
                          { free: Math.max(0, a.maxAttendees - a.countOfAttendancesForTheDate), max: a.maxAttendees },
                        )
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

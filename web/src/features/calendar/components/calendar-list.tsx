import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CalendarAnswer, CalendarAppointment } from '@takt/proto/http/scheduling/calendar';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarWindow } from '../api/calendar.api.ts';

/** The calendar as a list of a week's days, for phones. */
export function CalendarList({
  data,
  window,
  onWindow,
  bookHref,
}: {
  data: CalendarAnswer | undefined;
  window: CalendarWindow;
  onWindow(w: CalendarWindow): void;
  /** Where "Book" leads for an appointment still open (the public page: the member's booking screen). */
  bookHref?(a: CalendarAppointment): string | undefined;
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
              <ListItem
                key={a.id}
                sx={{ borderLeft: 6, borderColor: a.courseColor, mb: 0.5 }}
                secondaryAction={<BookLink href={bookHref?.(a)} course={a.courseName} />}
              >
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

/** A link styled as a button: it leaves for the booking screen (through the sign-in when needed). Contained: the primary as text on the grey page misses AA. */
export function BookLink({ href, course }: { href: string | undefined; course: string }) {
  const intl = useIntl();
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_top"
      size="small"
      variant="contained"
      aria-label={intl.formatMessage({ id: 'calendar.bookCourse' }, { course })}
    >
      <FormattedMessage id="calendar.book" />
    </Button>
  );
}

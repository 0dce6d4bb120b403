import {
  Box,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CalendarAppointment } from '@takt/proto/http/scheduling/calendar';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { usePublicCalendar, type CalendarWindow } from '../api/calendar.api.ts';
import { BookLink, CalendarList } from '../components/calendar-list.tsx';
import { CourseCalendar } from '../components/course-calendar.tsx';

/** Members book on their own screen; someone not signed in passes the sign-in on the way (the widget leaves its frame). */
const bookHref = (a: CalendarAppointment): string | undefined =>
  a.isCancelled || dayjs(`${a.date}T${a.timeFrom}`).isBefore(dayjs())
    ? undefined
    : `/my-bookings?${new URLSearchParams({ tab: 'book', search: a.courseName })}`;

function AppointmentDialog({ a, onClose }: { a: CalendarAppointment | undefined; onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog open={!!a} onClose={onClose} aria-labelledby="public-appointment-title">
      {a && (
        <>
          <DialogTitle id="public-appointment-title">{a.courseName}</DialogTitle>
          <DialogContent>
            <Typography>{`${intl.formatDate(a.date, { weekday: 'long', day: 'numeric', month: 'long' })}, ${a.timeFrom}–${a.timeTill}`}</Typography>
            <Typography color="text.secondary">
              {a.isCancelled
                ? intl.formatMessage({ id: 'calendar.cancelled' })
                : intl.formatMessage(
                    { id: 'calendar.places' },
                    { free: Math.max(0, a.maxAttendees - a.countOfAttendancesForTheDate), max: a.maxAttendees },
                  )}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="calendar.close" />
            </Button>
            <BookLink href={bookHref(a)} course={a.courseName} />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Spec section 2: a company's calendar without login, read-only; a list on phones (the bare page's bar has the language toggle); `?embed=1` drops the heading for the widget's iframe. */
export function PublicCalendarPage() {
  const { companyId = '' } = useParams();
  const [search] = useSearchParams();
  const embedded = search.get('embed') === '1';
  const { locale } = useLocale();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [window, setWindow] = useState<CalendarWindow | undefined>(
    phone ? { date: dayjs().format('YYYY-MM-DD'), dateType: 'week' } : undefined,
  );
  const calendar = usePublicCalendar(companyId, locale, window);
  const [open, setOpen] = useState<CalendarAppointment>();
  return (
    <Container component="main" maxWidth="lg" sx={{ py: embedded ? 1 : 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1" sx={embedded ? { fontSize: '1.25rem' } : undefined}>
          <FormattedMessage id="calendar.publicTitle" />
        </Typography>
      </Stack>
      <Box>
        {phone ? (
          <CalendarList
            data={calendar.data}
            window={window ?? { date: dayjs().format('YYYY-MM-DD'), dateType: 'week' }}
            onWindow={setWindow}
            bookHref={bookHref}
          />
        ) : (
          <CourseCalendar data={calendar.data} locale={locale} onWindow={setWindow} onOpen={setOpen} />
        )}
      </Box>
      <AppointmentDialog a={open} onClose={() => setOpen(undefined)} />
    </Container>
  );
}

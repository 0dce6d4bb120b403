import { Box, Container, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { usePublicCalendar, type CalendarWindow } from '../api/calendar.api.ts';
import { CalendarList } from '../components/calendar-list.tsx';
import { CourseCalendar } from '../components/course-calendar.tsx';

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
          />
        ) : (
          <CourseCalendar data={calendar.data} locale={locale} onWindow={setWindow} />
        )}
      </Box>
    </Container>
  );
}

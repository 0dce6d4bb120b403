import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { schedulingContracts } from '@takt/proto/http/scheduling/index';
import dayjs from 'dayjs';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { call } from '../../api/call.ts';
import { useMe } from '../../api/me.ts';
import { odataQuery } from '../../api/odata.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { EmailConfirmationWarning } from '../account/email-confirmation-warning.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';

const appointments = queryKeys('appointments');
const HOME_LIST_SIZE = 10;

export function HomePage() {
  const me = useMe().data;
  // The user's calendar day (toISOString would be yesterday's from midnight to 01:00 in Berlin).
  const today = dayjs().format('YYYY-MM-DD');
  const query = odataQuery({
    top: HOME_LIST_SIZE,
    skip: 0,
    count: false,
    filters: [
      { field: 'date', op: 'ge', value: today },
      { field: 'isCancelled', op: 'eq', value: false },
    ],
    orderBy: [
      { field: 'date', direction: 'asc' },
      { field: 'timeFrom', direction: 'asc' },
    ],
  });
  const list = useQuery({
    queryKey: appointments.list(query),
    queryFn: () => call(schedulingContracts.listAppointments, { query }),
    enabled: Boolean(me),
  });
  if (!me) return null;
  return (
    <Paper sx={{ p: 2, maxWidth: 760, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h1">
          <FormattedMessage id="home.welcome" values={{ name: `${me.account.firstName} ${me.account.lastName}` }} />
        </Typography>
        <EmailConfirmationWarning />
      </Box>
      <Typography color="text.secondary">
        {me.company.name}
        {me.company.trialDaysLeft >= 0 && (
          <>
            {' · '}
            <FormattedMessage id="home.trial" values={{ days: me.company.trialDaysLeft }} />
          </>
        )}
      </Typography>
      <DashboardFigures me={me} />
      <Typography variant="h2" sx={{ mt: 2 }}>
        <FormattedMessage id="home.appointments" />
      </Typography>
      {list.isError && (
        <Typography color="error">
          <FormattedMessage id="error.load_data_failed" />
        </Typography>
      )}
      {list.data?.value.length === 0 && (
        <Typography>
          <FormattedMessage id="home.noAppointments" />
        </Typography>
      )}
      <List dense>
        {list.data?.value.map((a) => (
          <ListItem key={a.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText primary={a.courseName} sx={{ flex: '1 1 12rem' }} />
            {/* Date and time range never break inside themselves on a phone. */}
            <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
              <FormattedDate value={`${a.date}T12:00:00`} weekday="short" day="2-digit" month="2-digit" />{' '}
              <FormattedMessage id="common.timeRange" values={{ from: a.timeFrom, till: a.timeTill }} />
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              <FormattedMessage id="home.freePlaces" values={{ count: Math.max(0, a.maxAttendees - a.countOfAttendancesForTheDate) }} />
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

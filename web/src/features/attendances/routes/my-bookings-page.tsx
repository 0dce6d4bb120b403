import { useEffect, useState } from 'react';
import { Alert, Box, LinearProgress, Pagination, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useMyAppointments } from '../api/attendances.api.ts';
import { MyAppointmentCard } from '../components/my-appointment-card.tsx';

const PAGE_SIZE = 10;

/** The page of one tab: paged and searched on the server, refreshed by the hub's seat notices. */
function MyAppointmentList({ booked, initialSearch = '' }: { booked: boolean; initialSearch?: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [text, setText] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useMyAppointments(booked, page, PAGE_SIZE, search);
  const rows = list.data?.value ?? [];
  const pages = Math.ceil((list.data?.['@odata.count'] ?? 0) / PAGE_SIZE);
  return (
    <Stack spacing={2}>
      {!booked && (
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'attendances.mySearch' })}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      {list.isFetching && <LinearProgress aria-hidden />}
      {list.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {list.isSuccess && rows.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id={booked ? 'attendances.myNoBookings' : 'attendances.myNothingBookable'} />
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={booked ? 'my-bookings' : 'bookable'}>
        {rows.map((a) => (
          <MyAppointmentCard key={a.appointmentId} a={a} />
        ))}
      </Stack>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={page + 1} onChange={(_, p) => setPage(p - 1)} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * /my-bookings: the member's own booking screen, phone first. "My appointments" are their coming
 * bookings (confirmed, or waiting with their place in line); "Book" lists what their booking
 * window holds, with places, their price and whether their membership lets them book.
 */
export function MyBookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'book' ? 'book' : 'mine';
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="attendances.myTitle" />
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'book' ? { tab: 'book' } : {}, { replace: true })}
        variant="fullWidth"
      >
        <Tab value="mine" label={<FormattedMessage id="attendances.myAppointments" />} />
        <Tab value="book" label={<FormattedMessage id="attendances.myBookTab" />} />
      </Tabs>
      {/* `search` comes with a link from the public calendar ("Book" on a course). */}
      <MyAppointmentList key={tab} booked={tab === 'mine'} initialSearch={params.get('search') ?? ''} />
    </Stack>
  );
}

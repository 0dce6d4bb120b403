import { Alert, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQrLocation } from '../api/attendee-registration.api.ts';
import { DoorProgram } from '../components/door-program.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';

/** Spec sections 2 and 7 "QR registration": the page a location's QR code opens, without a login. */
export function AttendeeRegistrationPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const locationId = search.get('locationId') ?? '';
  const location = useQrLocation(locationId);
  const l = location.data;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="title.registerByQrCode" />
      </Typography>
      {!locationId || location.isError ? (
        <Alert severity="error">
          <FormattedMessage id="registration.unknownLocation" />
        </Alert>
      ) : !l ? (
        <CircularProgress aria-label={intl.formatMessage({ id: 'registration.loading' })} />
      ) : (
        <Stack spacing={2}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={intl.formatMessage({ id: 'registration.location' })}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="location-name">
              {l.name}
            </Typography>
            <Typography variant="body2">
              {[[l.street, l.nr].filter(Boolean).join(' '), [l.zip, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </Typography>
            {(l.phone || l.email) && <Typography variant="body2">{[l.phone, l.email].filter(Boolean).join(' · ')}</Typography>}
          </Paper>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <DoorProgram locationId={l.id} />
          </Paper>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <RegistrationForm locationId={l.id} locationName={l.name} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}

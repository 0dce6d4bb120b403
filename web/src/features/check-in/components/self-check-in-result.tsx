import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { bookingCheckInContracts } from '@takt/proto/http/booking/check-in';
import { FormattedMessage } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';

type Result = ResponseOf<typeof bookingCheckInContracts.selfCheckIn>;

/** After a self check-in: where, for how many bookings, the bookings' notes and the membership warning (as the company shows them). */
export function SelfCheckInResult({ result }: { result: Result }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="self-check-in-result">
      <Alert severity="success" role="status">
        <AlertTitle>{result.qrCodeName}</AlertTitle>
        <Typography variant="body2">
          {result.presence ? (
            <FormattedMessage
              id="checkIn.checkedIn"
              values={{ count: result.checkedIn.length, location: result.presence.locationName ?? '' }}
            />
          ) : (
            <FormattedMessage id="checkIn.self.checkedInCourse" values={{ count: result.checkedIn.length }} />
          )}
        </Typography>
      </Alert>
      {result.notes.length > 0 && (
        <Alert severity="info">
          <AlertTitle>
            <FormattedMessage id="checkIn.self.notes" />
          </AlertTitle>
          {result.notes.map((note, i) => (
            <Typography key={i} variant="body2">
              {note}
            </Typography>
          ))}
        </Alert>
      )}
      {result.warnInvalidMembership && (
        <Alert severity="warning">
          <FormattedMessage id="checkIn.self.noValidMembership" />
        </Alert>
      )}
    </Box>
  );
}

import { Alert, AlertTitle, Typography } from '@mui/material';
import type { ResponseOf } from '../../../api/call.ts';
import { FormattedMessage } from 'react-intl';
import type { bookingCheckInContracts } from '@takt/proto/http/booking/check-in';
import { CheckInNotes } from './check-in-notes.tsx';

type Result = ResponseOf<typeof bookingCheckInContracts.scanCheckIn>;

/**
 * What the door shows after a scan: who, how many bookings, and, as the company's settings say,
 * the bookings' notes, the member's unread check-in notes and a warning without a valid membership.
 */
export function CheckInResult({ result }: { result: Result }) {
  return (
    <Alert severity={result.warnInvalidMembership ? 'warning' : 'success'} data-testid="check-in-result" role="status">
      <AlertTitle>{result.fullName}</AlertTitle>
      <Typography variant="body2">
        <FormattedMessage
          id="checkIn.checkedIn"
          values={{ count: result.checkedIn.length, location: result.presence.locationName ?? '' }}
        />
      </Typography>
      {result.warnInvalidMembership && (
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
          <FormattedMessage id="checkIn.noValidMembership" />
        </Typography>
      )}
      {result.notes.map((note, i) => (
        <Typography key={i} variant="body2" sx={{ mt: 0.5 }} data-testid="check-in-note">
          {note}
        </Typography>
      ))}
      <CheckInNotes attendeeId={result.attendeeId} />
    </Alert>
  );
}

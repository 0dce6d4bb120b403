import { Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { printQrCode, QrImage } from '../../qr-codes/components/qr-image.tsx';

/** The path the registration QR code of a location opens (spec: /attendee-registration?locationId=). */
export const registrationPath = (locationId: string) => `/attendee-registration?${new URLSearchParams({ locationId })}`;

/** A location's registration QR code for the door: shown, printed, or opened to see what visitors see. */
export function RegistrationQrTab({ locationId, locationName }: { locationId: string; locationName: string }) {
  const intl = useIntl();
  const link = `${window.location.origin}${registrationPath(locationId)}`;
  const caption = intl.formatMessage({ id: 'registration.printHint' });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        <FormattedMessage id="registration.qrExplained" />
      </Typography>
      <QrImage text={link} alt={intl.formatMessage({ id: 'registration.qrAlt' }, { name: locationName })} size={220} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="registration-link">
        {link}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void printQrCode(link, locationName, caption)}>
          <FormattedMessage id="registration.print" />
        </Button>
        <Button component={Link} to={registrationPath(locationId)}>
          <FormattedMessage id="registration.open" />
        </Button>
      </Stack>
    </Stack>
  );
}

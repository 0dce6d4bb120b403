import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import QRCode from 'qrcode';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyCode } from '../api/check-in.api.ts';

/** /display-qr-code: the member's personal code to show at the door (large, high contrast). */
export function MyCodePage() {
  const intl = useIntl();
  const code = useMyCode();
  const [image, setImage] = useState<string | null>(null);
  const text = code.data?.code;
  useEffect(() => {
    if (!text) return;
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 }).then(setImage);
  }, [text]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="title.displayQrCode" />
      </Typography>
      {code.isLoading && <LinearProgress aria-hidden />}
      {code.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {code.isSuccess && !text && (
        <Alert severity="info">
          <FormattedMessage id="checkIn.noMemberCode" />
        </Alert>
      )}
      {text && image && (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: '#fff' }}>
          <Box
            component="img"
            src={image}
            alt={intl.formatMessage({ id: 'checkIn.codeAlt' })}
            data-testid="my-code"
            sx={{ width: '100%', maxWidth: 320 }}
          />
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="checkIn.showAtDoor" />
          </Typography>
        </Paper>
      )}
      <Box>
        {/* Studios with location or course codes on the wall: the member scans one instead. */}
        <Button component={Link} to="/self-checkin" variant="outlined">
          <FormattedMessage id="checkIn.self.open" />
        </Button>
      </Box>
    </Stack>
  );
}

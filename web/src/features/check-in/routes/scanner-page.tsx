import { useCallback, useState } from 'react';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import type { bookingCheckInContracts } from '@takt/proto/http/booking/check-in';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { isUnreachable, memberCode, useScan } from '../api/check-in.api.ts';
import { bookableAttendeeSource } from '../../attendances/api/attendances.api.ts';
import { SearchPicker } from '../../../ui/form/search-picker.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { CodeEntryForm } from '../components/code-entry-form.tsx';
import { CheckInResult } from '../components/check-in-result.tsx';
import { useOfflineQueue } from '../components/offline-queue.ts';

type Result = ResponseOf<typeof bookingCheckInContracts.scanCheckIn>;
const LOCATION_KEY = 'takt.checkInLocation';

/**
 * /checkIn-scanner: the trainer at the door with a phone. Pick the location once (remembered), then
 * scan members' codes with the camera or type one in; each scan says who came and warns without a
 * valid membership. Offline, scans wait and are sent when the phone is back online.
 */
export function ScannerPage() {
  const intl = useIntl();
  const notify = useNotify();
  const scan = useScan();
  const [locationId, setLocationId] = useState(() => localStorage.getItem(LOCATION_KEY) ?? '');
  const [manual, setManual] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useOfflineQueue(useCallback((count: number) => notify({ id: 'checkIn.queueSent', values: { count } }), [notify]));

  const chooseLocation = (id: string) => {
    setLocationId(id);
    localStorage.setItem(LOCATION_KEY, id);
  };
  const submit = async (code: string) => {
    if (!code.trim() || !locationId) return;
    setError(null);
    try {
      setResult(await scan.mutateAsync({ code, locationId }));
      setManual('');
    } catch (err) {
      setResult(null);
      if (isUnreachable(err)) {
        queue.add({ code, locationId });
        setManual('');
        setError('checkIn.queued');
      } else {
        const id = errorMessageId(err);
        // The generic text speaks of links; at the door it is a member's code.
        setError(id === 'error.token_invalid' ? 'checkIn.invalidCode' : id);
      }
    }
  };

  // A member without their code: found by name, checked in with the code the server keeps for them.
  const submitMember = async (attendeeId: string) => {
    setError(null);
    try {
      await submit(await memberCode(attendeeId));
    } catch (err) {
      setResult(null);
      setError(isUnreachable(err) ? 'checkIn.nameNeedsNetwork' : errorMessageId(err));
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="title.checkInScanner" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <LocationFilter value={locationId} onChange={chooseLocation} />
        {queue.count > 0 && (
          <Chip color="warning" data-testid="queued" label={intl.formatMessage({ id: 'checkIn.waiting' }, { count: queue.count })} />
        )}
      </Box>
      {!locationId ? (
        <Alert severity="info">
          <FormattedMessage id="checkIn.chooseLocation" />
        </Alert>
      ) : (
        <>
          {result && <CheckInResult result={result} />}
          {error && (
            <Alert severity={error === 'checkIn.queued' ? 'info' : 'error'} role="alert">
              <FormattedMessage id={error} />
            </Alert>
          )}
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <CameraScanner onCode={(code) => void submit(code)} />
          </Paper>
          <CodeEntryForm
            label={intl.formatMessage({ id: 'checkIn.manualCode' })}
            value={manual}
            onChange={setManual}
            onSubmit={(code) => void submit(code)}
            busy={scan.isPending}
          />
          <SearchPicker
            label="checkIn.findByName"
            source={bookableAttendeeSource}
            value={null}
            onChange={(attendeeId) => attendeeId && void submitMember(attendeeId)}
          />
        </>
      )}
    </Stack>
  );
}

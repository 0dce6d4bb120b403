import { useEffect, useRef, useState } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { bookingCheckInContracts } from '@takt/proto/http/booking/check-in';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiFailure } from '../../../api/client.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { codeFromScan, currentPosition, useSelfCheckIn, type SelfCheckIn } from '../api/self-check-in.api.ts';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { CodeEntryForm } from '../components/code-entry-form.tsx';
import { SelfCheckInResult } from '../components/self-check-in-result.tsx';

type Result = ResponseOf<typeof bookingCheckInContracts.selfCheckIn>;
const codeOf = (err: unknown) => (err instanceof ApiFailure ? err.body.code : undefined);

/**
 * /self-checkin: a member checks themselves in with a location or course code, by opening the
 * code's link (`?code=…`, checked in at once) or scanning it here. The position is asked only when
 * the code checks it, the phrase only when the code has one.
 */
export function SelfCheckInPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const checkIn = useSelfCheckIn();
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const [manual, setManual] = useState('');
  const [phrase, setPhrase] = useState('');
  const [needsPhrase, setNeedsPhrase] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const send = async (body: SelfCheckIn): Promise<void> => {
    setError(null);
    setResult(null);
    try {
      setResult(await checkIn.mutateAsync(body));
      setNeedsPhrase(false);
    } catch (err) {
      const failed = codeOf(err);
      if (failed === 'position_required' && body.lat === undefined) {
        const position = await currentPosition().catch(() => null);
        if (position) return send({ ...body, ...position });
        setError('checkIn.self.positionDenied');
      } else if (failed === 'security_phrase_wrong' && !body.securityPhrase) {
        setNeedsPhrase(true);
        setError('checkIn.self.enterPhrase');
      } else {
        setError(errorMessageId(err));
      }
    }
  };
  const start = (text: string) => {
    const scanned = codeFromScan(text);
    if (!scanned) return;
    setCode(scanned);
    setPhrase('');
    setNeedsPhrase(false);
    void send({ code: scanned });
  };

  useEffect(() => {
    // Opened from a code's link: check in right away (once, also under React's double effects).
    if (started.current || !code) return;
    started.current = true;
    void send({ code });
  }, []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="title.selfCheckIn" />
      </Typography>
      {result && <SelfCheckInResult result={result} />}
      {error && (
        <Alert severity={error === 'checkIn.self.enterPhrase' ? 'info' : 'error'} role="alert">
          <FormattedMessage id={error} />
        </Alert>
      )}
      {needsPhrase && (
        <CodeEntryForm
          label={intl.formatMessage({ id: 'checkIn.self.phrase' })}
          value={phrase}
          onChange={setPhrase}
          onSubmit={(securityPhrase) => void send({ code, securityPhrase })}
          busy={checkIn.isPending}
          autoFocus
        />
      )}
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="checkIn.self.scanHint" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <CameraScanner onCode={start} />
      </Paper>
      <CodeEntryForm
        label={intl.formatMessage({ id: 'checkIn.manualCode' })}
        value={manual}
        onChange={setManual}
        onSubmit={start}
        busy={checkIn.isPending}
        variant="outlined"
      />
    </Stack>
  );
}

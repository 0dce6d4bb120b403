import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Html5Qrcode } from 'html5-qrcode';
import { FormattedMessage } from 'react-intl';

/** The same code read again within this time is one scan (the camera sees it many times a second). */
const SAME_CODE_MS = 4_000;

/**
 * The phone's back camera reading QR codes. Without a camera (or permission) it says so; the
 * manual entry beside it keeps the door working.
 */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const id = `scanner-${useId().replace(/:/g, '')}`;
  const [failed, setFailed] = useState(false);
  const last = useRef({ code: '', at: 0 });
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    const reader = new Html5Qrcode(id, { verbose: false });
    // Leaving the page before the camera has started must still turn it off once it has.
    let left = false;
    const started = reader
      .start(
        { facingMode: 'environment' },
        { fps: 8, qrbox: { width: 240, height: 240 } },
        (text) => {
          if (left) return;
          const now = Date.now();
          if (text === last.current.code && now - last.current.at < SAME_CODE_MS) return;
          last.current = { code: text, at: now };
          handler.current(text);
        },
        () => undefined,
      )
      .then(
        () => true,
        () => {
          if (!left) setFailed(true);
          return false;
        },
      );
    return () => {
      left = true;
      void started.then((running) => (running ? reader.stop() : undefined)).catch(() => undefined);
    };
  }, [id]);

  return (
    <Box>
      {failed && (
        <Alert severity="info">
          <FormattedMessage id="checkIn.noCamera" />
        </Alert>
      )}
      <Box id={id} data-testid="camera" sx={{ width: '100%', maxWidth: 420, '& video': { borderRadius: 1 } }} />
    </Box>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** Spec section 9: check for a new version every 24 hours, prompt 2 seconds after it is ready. */
export const PWA = { checkEveryMs: 86_400_000, promptDelayMs: 2000 } as const;

/** Registers the service worker and offers a refresh when a new version is waiting. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker>();
  const asked = useRef(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let check: ReturnType<typeof setInterval> | undefined;
    const offer = (worker: ServiceWorker) => {
      timer = setTimeout(() => setWaiting(worker), PWA.promptDelayMs);
    };
    navigator.serviceWorker
      .register('/sw.js')
      .then((reg) => {
        // A browser that refuses workers (policy, tests) answers no registration.
        if (!reg) return;
        if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
        reg.addEventListener('updatefound', () => {
          const next = reg.installing;
          next?.addEventListener('statechange', () => {
            if (next.state === 'installed' && navigator.serviceWorker.controller) offer(next);
          });
        });
        check = setInterval(() => void reg.update().catch(() => undefined), PWA.checkEveryMs);
      })
      // Spec section 8: service worker errors are only logged.
      .catch((err: unknown) => console.warn('service worker registration failed', err));
    // The first install also changes the controller (clients.claim): only a refresh the user
    // asked for reloads the page.
    const reload = () => {
      if (!asked.current) return;
      asked.current = false;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    return () => {
      clearTimeout(timer);
      clearInterval(check);
      navigator.serviceWorker.removeEventListener('controllerchange', reload);
    };
  }, []);
  return (
    <Snackbar
      open={Boolean(waiting)}
      message={<FormattedMessage id="pwa.updateAvailable" />}
      action={
        <Button
          color="secondary"
          size="small"
          onClick={() => {
            asked.current = true;
            waiting?.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          <FormattedMessage id="pwa.update" />
        </Button>
      }
    />
  );
}

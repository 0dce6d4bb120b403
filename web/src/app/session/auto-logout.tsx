import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../../api/me.ts';
import { useSignedIn } from '../../api/session.ts';
import { useSignOut } from './sign-out.ts';

/** Spec sections 4 and 9: default 30 idle minutes, idle after 3 s, warn under 5 minutes, tick 1 s. */
export const AUTO_LOGOUT = { defaultMinutes: 30, idleAfterMs: 3000, warnBelowMs: 5 * 60_000, tickMs: 1000 } as const;
/** A kiosk or a browser test may shorten the timeout to seconds in this browser only. */
export const INACTIVITY_SECONDS_KEY = 'takt.inactivitySeconds';
const ACTIVITY = ['mousedown', 'mousemove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

function timeoutMs(minutes: number | undefined): number {
  const seconds = Number(localStorage.getItem(INACTIVITY_SECONDS_KEY));
  if (seconds > 0) return seconds * 1000;
  return (minutes && minutes > 0 ? minutes : AUTO_LOGOUT.defaultMinutes) * 60_000;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Counts down from the user's inactivity minutes; activity restarts it. While the user is idle
 * and less than five minutes remain a dialog counts down; at zero the user is signed out.
 */
export function AutoLogout() {
  const signedIn = useSignedIn();
  const me = useMe().data;
  const signOut = useSignOut();
  const total = timeoutMs(me?.account.inactivityMinutes);
  const lastActivity = useRef(Date.now());
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    if (!signedIn) return;
    lastActivity.current = Date.now();
    const active = () => {
      lastActivity.current = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, active, { passive: true });
    const tick = setInterval(() => setNow(Date.now()), AUTO_LOGOUT.tickMs);
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, active);
      clearInterval(tick);
    };
  }, [signedIn]);

  const remaining = lastActivity.current + total - now;
  const idle = now - lastActivity.current >= AUTO_LOGOUT.idleAfterMs;
  useEffect(() => {
    if (signedIn && me && remaining <= 0) void signOut();
  }, [signedIn, me, remaining, signOut]);

  const open = Boolean(signedIn && me && idle && remaining > 0 && remaining < AUTO_LOGOUT.warnBelowMs);
  const stay = () => {
    lastActivity.current = Date.now();
    setNow(Date.now());
  };
  return (
    <Dialog open={open} onClose={stay} aria-labelledby="auto-logout-title" data-testid="auto-logout">
      <DialogTitle id="auto-logout-title">
        <FormattedMessage id="session.autoLogoutTitle" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite">
          <FormattedMessage id="session.autoLogoutText" values={{ time: mmss(remaining) }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>
          <FormattedMessage id="nav.logout" />
        </Button>
        <Button variant="contained" onClick={stay} autoFocus>
          <FormattedMessage id="session.stay" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and closing the tab).
 * Render `dialog`; call `release()` right before navigating away after a save, because the
 * form's reset reaches the guard only with the next render.
 */
export function useDirtyGuard(dirty: boolean) {
  const state = useRef({ dirty, released: false });
  state.current.dirty = dirty;
  if (!dirty) state.current.released = false;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.current.dirty && !state.current.released && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="form.leaveUnsaved" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>
          <FormattedMessage id="form.stay" />
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          <FormattedMessage id="form.leave" />
        </Button>
      </DialogActions>
    </Dialog>
  );
  return {
    dialog,
    release: () => {
      state.current.released = true;
    },
  };
}

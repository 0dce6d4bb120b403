import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router';

/** Asks before leaving a form with unsaved changes: in-app navigation and closing the tab. */
export function DirtyGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
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
}

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** Spec section 9: one snackbar, 5 seconds, with an Ok button. */
const DURATION_MS = 5000;

export interface Notice {
  id: string;
  values?: Record<string, string | number>;
  severity?: 'success' | 'error' | 'info' | 'warning';
}

const NotifyContext = createContext<(n: Notice) => void>(() => undefined);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice & { key: number }>();
  const [open, setOpen] = useState(false);
  const notify = useCallback((n: Notice) => {
    setNotice({ ...n, key: Date.now() });
    setOpen(true);
  }, []);
  const close = () => setOpen(false);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar key={notice?.key} open={open} autoHideDuration={DURATION_MS} onClose={(_, reason) => reason !== 'clickaway' && close()}>
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={close}>
              <FormattedMessage id="common.ok" />
            </Button>
          }
        >
          {notice && <FormattedMessage id={notice.id} values={notice.values} />}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);

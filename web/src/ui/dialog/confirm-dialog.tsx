import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** Spec section 9: confirm dialogs are 360 px wide. */
const WIDTH = 360;

export interface ConfirmOptions {
  title: string;
  text: string;
  values?: Record<string, string | number>;
  confirm?: string;
  danger?: boolean;
}

const ConfirmContext = createContext<(o: ConfirmOptions) => Promise<boolean>>(async () => false);

/** One confirm dialog for the app; `await confirm({...})` answers whether the user agreed. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions>();
  const resolve = useRef<(ok: boolean) => void>(undefined);
  const confirm = useCallback(
    (o: ConfirmOptions) =>
      new Promise<boolean>((r) => {
        resolve.current = r;
        setOptions(o);
      }),
    [],
  );
  const close = (ok: boolean) => {
    resolve.current?.(ok);
    setOptions(undefined);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={Boolean(options)}
        onClose={() => close(false)}
        slotProps={{ paper: { sx: { width: WIDTH } } }}
        aria-labelledby="confirm-title"
      >
        {options && (
          <>
            <DialogTitle id="confirm-title">
              <FormattedMessage id={options.title} />
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                <FormattedMessage id={options.text} values={options.values} />
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => close(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button onClick={() => close(true)} color={options.danger ? 'error' : 'primary'} variant="contained" data-testid="confirm">
                <FormattedMessage id={options.confirm ?? 'common.ok'} />
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);

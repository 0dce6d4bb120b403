import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../form/form-error.tsx';

export interface FormDialogProps {
  open: boolean;
  /** i18n key of the title. */
  title: string;
  onClose(): void;
  onSubmit: FormEventHandler;
  busy?: boolean;
  /** i18n key of a form-level error (server errors without a field). */
  error?: string;
  children: ReactNode;
  /** Actions of the row being edited (e.g. delete), on the left of Cancel and Save. */
  extraActions?: ReactNode;
}

/** The one dialog for create and edit: a form with Cancel and Save, full screen on a phone. */
export function FormDialog({ open, title, onClose, onSubmit, busy, error, children, extraActions }: FormDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-dialog-title"
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="form-dialog-title">
          <FormattedMessage id={title} />
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          <FormError id={error} />
        </DialogContent>
        <DialogActions>
          {extraActions && <Box sx={{ mr: 'auto' }}>{extraActions}</Box>}
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="save">
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

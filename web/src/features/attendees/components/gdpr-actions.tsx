import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { saveFile } from '../../../api/call.ts';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { futureBookings } from '../api/attendees.api.ts';
import { startDataExport, useDataExport, useEraseAttendee } from '../api/gdpr.api.ts';

export interface GdprActionsProps {
  attendee: { id: string; fullName: string };
  canExport: boolean;
  canErase: boolean;
}

/**
 * The detail page's GDPR actions: gather the member's data from every service and download it as
 * JSON once all have answered; erase the person everywhere after a confirmation that says what
 * goes and what stays (decision 0037).
 */
export function GdprActions({ attendee, canExport, canErase }: GdprActionsProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [exportId, setExportId] = useState<string | null>(null);
  const dataExport = useDataExport(exportId);
  const erase = useEraseAttendee();
  const done = dataExport.data?.complete ? dataExport.data : null;

  const onExport = async () => {
    try {
      setExportId((await startDataExport(attendee.id)).exportId);
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const onDownload = () => {
    const blob = new Blob([JSON.stringify(done, null, 2)], { type: 'application/json' });
    saveFile({ blob, fileName: null, headers: new Headers() }, `data-export-${attendee.id}.json`);
  };
  const onErase = async () => {
    // Future bookings stay as anonymous seats (decision 0037): say so, as the delete dialog does.
    const bookings = await futureBookings(attendee.id).catch(() => undefined);
    const ok = await confirm({
      title: 'attendees.gdpr.eraseTitle',
      text: bookings?.hasFutureBookings ? 'attendees.gdpr.eraseTextBookings' : 'attendees.gdpr.eraseText',
      values: { name: attendee.fullName, count: bookings?.count ?? 0 },
      confirm: 'attendees.gdpr.erase',
      danger: true,
    });
    if (!ok) return;
    try {
      await erase.mutateAsync(attendee.id);
      notify({ id: 'attendees.gdpr.erased' });
      navigate('/attendees', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canExport && !exportId && (
        <Button variant="outlined" onClick={() => void onExport()} data-testid="gdpr-export">
          <FormattedMessage id="attendees.gdpr.export" />
        </Button>
      )}
      {canExport && exportId && !done && (
        <Button variant="outlined" disabled startIcon={<CircularProgress size={16} aria-hidden />} data-testid="gdpr-export-running">
          <FormattedMessage
            id="attendees.gdpr.exportRunning"
            values={{
              answered: dataExport.data?.answered.length ?? 0,
              total: (dataExport.data?.answered.length ?? 0) + (dataExport.data?.missing.length ?? 1),
            }}
          />
        </Button>
      )}
      {done && (
        <Button variant="contained" onClick={onDownload} data-testid="gdpr-download">
          <FormattedMessage id="attendees.gdpr.download" />
        </Button>
      )}
      {canErase && (
        <Button variant="outlined" color="error" onClick={() => void onErase()} data-testid="gdpr-erase">
          <FormattedMessage id="attendees.gdpr.erase" />
        </Button>
      )}
    </Stack>
  );
}

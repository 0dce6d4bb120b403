import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { identitySettingsContracts } from '@takt/proto/http/identity/settings';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '../../../api/call.ts';
import { settingsKey } from '../../../app/session/company-color.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useMarkNoteRead, useUnreadCheckInNotes } from '../../notes/api/notes.api.ts';

/**
 * The member's check-in notes (notification's notes of kind check-in, not read yet) under the
 * door's result, when the company shows check-in notes. The web app asks notification itself
 * after booking answered the scan: the services stay apart. Read marks one done for good.
 */
export function CheckInNotes({ attendeeId }: { attendeeId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => call(identitySettingsContracts.getSettings), staleTime: Infinity });
  const notes = useUnreadCheckInNotes(attendeeId, settings.data?.showCheckinNotePopup === true);
  const markRead = useMarkNoteRead();
  if (!notes.data?.length) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="check-in-notices">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="checkIn.notesTitle" />
      </Typography>
      {notes.data.map((note) => (
        <Box key={note.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }} data-testid="check-in-notice">
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            <strong>{note.name}</strong>
            {note.text && ` – ${note.text}`}
          </Typography>
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            disabled={markRead.isPending}
            aria-label={intl.formatMessage({ id: 'checkIn.noteRead' }, { name: note.name })}
            onClick={() => markRead.mutate(note, { onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }) })}
          >
            <FormattedMessage id="checkIn.noteReadShort" />
          </Button>
        </Box>
      ))}
    </Box>
  );
}

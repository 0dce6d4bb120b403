import { Chip } from '@mui/material';
import { NoteStatus, NoteType } from '@takt/proto';
import { useIntl } from 'react-intl';

/** Default or check-in note (the door shows check-in notes until read). */
export function NoteTypeChip({ type }: { type: number }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === NoteType.CheckInNote ? 'primary' : 'default'}
      label={intl.formatMessage({ id: `notes.type.${type}` })}
    />
  );
}

export function NoteStatusChip({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={status === NoteStatus.Unread ? 'primary' : 'default'}
      label={intl.formatMessage({ id: `notes.status.${status}` })}
    />
  );
}

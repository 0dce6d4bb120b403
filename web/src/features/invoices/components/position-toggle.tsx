import { IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCancelPosition, useUnCancelPosition } from '../api/invoice-positions.api.ts';

/** A position's cancel (or restore, once cancelled) button; its label names the position. */
export function PositionToggle({ position }: { position: { id: string; description: string; canceled: boolean } }) {
  const intl = useIntl();
  const notify = useNotify();
  const cancel = useCancelPosition();
  const restore = useUnCancelPosition();
  const label = intl.formatMessage({ id: position.canceled ? 'positions.uncancel' : 'positions.cancel' }, { name: position.description });
  const onClick = async () => {
    try {
      await (position.canceled ? restore : cancel).mutateAsync(position.id);
      notify({ id: position.canceled ? 'positions.uncancelled' : 'positions.cancelled' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={(e) => (e.stopPropagation(), void onClick())}
        disabled={cancel.isPending || restore.isPending}
      >
        {position.canceled ? <RestoreIcon /> : <BlockIcon />}
      </IconButton>
    </Tooltip>
  );
}

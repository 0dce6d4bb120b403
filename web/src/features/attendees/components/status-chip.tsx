import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';

/** A member's state in the list: inactive (switched off or outside its dates) or active. */
export function StatusChip({ inactive }: { inactive: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={inactive ? 'default' : 'success'}
      label={intl.formatMessage({ id: inactive ? 'attendees.isInactive' : 'attendees.isActive' })}
    />
  );
}

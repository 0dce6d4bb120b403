import { Chip, Stack } from '@mui/material';
import { useIntl } from 'react-intl';

interface Figures {
  countOfAttendancesForTheDate: number;
  maxAttendees: number;
  isFull: boolean;
  isOverCapacity: boolean;
  isCancelled: boolean;
  isPassed: boolean;
}

/** Booked of maximum, with a chip when full (or over capacity after a lowered maximum). */
export function BookedCell({ a }: { a: Figures }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{`${a.countOfAttendancesForTheDate} / ${a.maxAttendees}`}</span>
      {a.isFull && (
        <Chip
          size="small"
          color="warning"
          label={intl.formatMessage({ id: a.isOverCapacity ? 'appointments.overCapacity' : 'appointments.full' })}
        />
      )}
    </Stack>
  );
}

/** Cancelled, passed or upcoming. */
export function StatusChip({ a }: { a: Figures }) {
  const intl = useIntl();
  const [id, color] = a.isCancelled
    ? (['appointments.statusCancelled', 'error'] as const)
    : a.isPassed
      ? (['appointments.statusPassed', 'default'] as const)
      : (['appointments.statusUpcoming', 'success'] as const);
  return <Chip size="small" color={color} variant={a.isCancelled ? 'filled' : 'outlined'} label={intl.formatMessage({ id })} />;
}

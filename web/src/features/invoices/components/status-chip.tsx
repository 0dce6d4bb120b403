import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';

// Filled chips: the outlined warning colour has too little contrast (axe).
const COLOR = { 0: 'primary', 1: 'success', 2: 'default' } as const;

/** An invoice's payment status: Open 0, Paid 1, Cancelled 2. */
export function StatusChip({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Chip size="small" color={COLOR[status as 0 | 1 | 2] ?? 'default'} label={intl.formatMessage({ id: `invoices.status.${status}` })} />
  );
}

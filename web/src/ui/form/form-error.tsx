import { Alert } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** The one place a form shows its server or page error: a translated message key, or nothing. */
export function FormError({ id }: { id?: string | false }) {
  if (!id) return null;
  return (
    <Alert severity="error">
      <FormattedMessage id={id} />
    </Alert>
  );
}

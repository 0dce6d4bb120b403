import { Alert, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../../api/me.ts';
import { useImpersonation } from './impersonation.ts';

/** While an admin acts as a user, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const me = useMe().data;
  const impersonation = useImpersonation();
  if (!me?.impersonatedBy) return null;
  const name = `${me.account.firstName} ${me.account.lastName}`.trim() || me.account.userName;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      data-testid="impersonation-banner"
      // Sticky under the bar: the user must not forget whose data they are changing. Black on the
      // warning colour: MUI's white on it fails the contrast check.
      sx={{ borderRadius: 0, alignItems: 'center', position: 'sticky', top: 48, zIndex: 2, color: (t) => t.palette.common.black }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void impersonation.stop()}>
          <FormattedMessage id="impersonation.back" />
        </Button>
      }
    >
      <FormattedMessage id="impersonation.actingAs" values={{ name }} />
    </Alert>
  );
}

import { useState } from 'react';
import { Button, IconButton, Popover, Stack, Tooltip, Typography } from '@mui/material';
import ReportIcon from '@mui/icons-material/Report';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '../../api/call.ts';
import { useMe } from '../../api/me.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useNotify } from '../../ui/snackbar.tsx';

/** Spec section 2: a red warning on home asks to confirm the e-mail address, with a resend action. */
export function EmailConfirmationWarning() {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const me = useMe().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me || me.account.emailConfirmed) return null;
  const resend = async () => {
    setAnchor(null);
    try {
      await call(identityAuthContracts.resendConfirmationEmail, { params: { id: me.account.id, locale } });
      notify({ id: 'account.confirmationSent' });
    } catch {
      notify({ id: 'error.resend_confirmation', severity: 'error' });
    }
  };
  return (
    <>
      <Tooltip title={intl.formatMessage({ id: 'account.emailNotConfirmed' })}>
        <IconButton
          color="error"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={intl.formatMessage({ id: 'account.emailNotConfirmed' })}
          data-testid="email-warning"
        >
          <ReportIcon />
        </IconButton>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Stack sx={{ p: 2, maxWidth: 320 }} spacing={1}>
          <Typography>
            <FormattedMessage id="account.emailNotConfirmedText" values={{ email: me.account.email }} />
          </Typography>
          <Button variant="contained" onClick={() => void resend()}>
            <FormattedMessage id="account.resendConfirmation" />
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

import { AppBar, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasAnyRole } from '@takt/proto/roles';
import { useMe } from '../../api/me.ts';
import { useSignedIn } from '../../api/session.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { Bell } from '../../features/notifications/components/bell.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LocationSelector } from './location-selector.tsx';

/** Spec section 2: logo, selector, language toggle, scanner/QR buttons by role, bell, account menu or join button. */
export function TopBar({ onMenu }: { onMenu?: () => void }) {
  const intl = useIntl();
  const { locale, toggle } = useLocale();
  const signedIn = useSignedIn();
  const me = useMe().data;
  const roles = me?.roles ?? [];
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {onMenu && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenu}
            aria-label={intl.formatMessage({ id: 'nav.menu' })}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={Link}
          to={signedIn ? '/' : '/login'}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          <FormattedMessage id="app.title" />
        </Typography>
        {me && <LocationSelector />}
        {me && hasAnyRole(roles, ['manager', 'employee', 'trainer']) && (
          <Tooltip title={intl.formatMessage({ id: 'nav.scanner' })}>
            <IconButton color="inherit" component={Link} to="/checkIn-scanner" aria-label={intl.formatMessage({ id: 'nav.scanner' })}>
              <QrCodeScannerIcon />
            </IconButton>
          </Tooltip>
        )}
        {me && roles.includes('attendee') && !roles.includes('admin') && (
          <Tooltip title={intl.formatMessage({ id: 'nav.qrCode' })}>
            <IconButton color="inherit" component={Link} to="/display-qr-code" aria-label={intl.formatMessage({ id: 'nav.qrCode' })}>
              <QrCode2Icon />
            </IconButton>
          </Tooltip>
        )}
        {/* Named in the language it switches to, so both audiences find it. */}
        <Button color="inherit" onClick={toggle} lang={locale === 'de' ? 'en' : 'de'} data-testid="language-toggle">
          <FormattedMessage id="nav.language" />
        </Button>
        {me && <Bell />}
        {signedIn ? (
          <AccountMenu />
        ) : (
          <Button color="inherit" variant="outlined" component={Link} to="/create-company">
            <FormattedMessage id="nav.join" />
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

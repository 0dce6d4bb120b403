import { useState } from 'react';
import { Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../api/me.ts';
import { useSignOut } from '../session/sign-out.ts';
import { allowed } from './nav-items.ts';
import type { ScreenFamily } from '@takt/proto/screens';

interface Entry {
  to: string;
  label: string;
  family: ScreenFamily;
  attendeeOnly?: boolean;
}

/** Spec section 2: the account menu's entries, by role and the route's permission (screen-permissions.ts). */
const ENTRIES: Entry[] = [
  { to: '/my-profile', label: 'account.profile', family: '/my-profile' },
  { to: '/display-qr-code', label: 'account.qrCode', family: '/display-qr-code', attendeeOnly: true },
  { to: '/my-membership', label: 'account.myMembership', family: '/my-membership', attendeeOnly: true },
  { to: '/my-invoices', label: 'account.myInvoices', family: '/my-invoices', attendeeOnly: true },
  { to: '/my-documents', label: 'account.myDocuments', family: '/my-documents', attendeeOnly: true },
  { to: '/my-company', label: 'account.myCompany', family: '/my-company' },
  {
    to: '/company-subscriptions',
    label: 'account.subscriptions',
    family: '/company-subscriptions',
  },
  { to: '/statistics', label: 'account.statistics', family: '/statistics' },
  { to: '/reference-tables', label: 'account.referenceTables', family: '/reference-tables' },
  { to: '/settings', label: 'account.settings', family: '/settings' },
  { to: '/mail-templates', label: 'mailTemplates.nav', family: '/mail-templates' },
];

export function AccountMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const me = useMe().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const access = { roles: me?.roles ?? [], permissions: me?.permissions ?? [] };
  const entries = ENTRIES.filter((e) => me && allowed(access, e) && (!e.attendeeOnly || access.roles.includes('attendee')));
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <Tooltip title={intl.formatMessage({ id: 'account.menu' })}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={intl.formatMessage({ id: 'account.menu' })}
          aria-haspopup="menu"
        >
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map((e) => (
          <MenuItem key={e.to} onClick={() => go(e.to)}>
            <ListItemText>
              <FormattedMessage id={e.label} />
            </ListItemText>
          </MenuItem>
        ))}
        <MenuItem component="a" href={`mailto:${intl.formatMessage({ id: 'footer.supportMail' })}`} onClick={() => setAnchor(null)}>
          <ListItemText>
            <FormattedMessage id="account.feedback" />
          </ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()} data-testid="sign-out">
          <ListItemText>
            <FormattedMessage id="nav.logout" />
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

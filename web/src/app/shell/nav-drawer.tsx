import { Box, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useMe } from '../../api/me.ts';
import { navFor } from './nav-items.ts';

export const DRAWER_WIDTH = 232;

/** Spec section 2: the side drawer for signed-in users, grouped, filtered by role and permission. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const me = useMe().data;
  if (!me) return null;
  const groups = navFor({ roles: me.roles, permissions: me.permissions });
  const content = (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      {groups.map((g, i) => (
        <List
          key={g.label ?? i}
          dense
          subheader={
            g.label ? (
              <ListSubheader disableSticky>
                <FormattedMessage id={g.label} />
              </ListSubheader>
            ) : undefined
          }
        >
          {g.items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={<FormattedMessage id={item.label} />} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } };
  return (
    <>
      <Drawer variant="temporary" open={open} onClose={onClose} sx={{ display: { xs: 'block', md: 'none' }, ...paper }}>
        {content}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          ...paper,
          '& .MuiDrawer-paper': { ...paper['& .MuiDrawer-paper'], top: 48, height: 'calc(100% - 48px)' },
        }}
      >
        {content}
      </Drawer>
    </>
  );
}

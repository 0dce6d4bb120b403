import { useId, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { BELL_PAGE_SIZE, useMarkAllRead, usePushMessages, useUnreadCount } from '../api/push-messages.api.ts';
import { PushOptIn } from './push-opt-in.tsx';

/** Spec section 2: the bell with the unread count and the paged list of push messages (unread marked new). */
export function Bell() {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [page, setPage] = useState(0);
  const unread = useUnreadCount().data ?? 0;
  const messages = usePushMessages(page, Boolean(anchor));
  const markAll = useMarkAllRead();
  const count = messages.data?.['@odata.count'] ?? 0;
  const label = intl.formatMessage({ id: 'bell.label' }, { count: unread });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => {
            setPage(0);
            setAnchor(e.currentTarget);
          }}
          data-testid="bell"
        >
          <Badge badgeContent={unread || undefined} color="error" max={99} data-testid="bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 1.5, pb: 0 }}>
          <Typography id={headingId} ref={heading} tabIndex={-1} variant="subtitle1" component="h2" sx={{ outline: 'none' }}>
            <FormattedMessage id="bell.title" />
          </Typography>
          <Button
            size="small"
            onClick={() => {
              // The button disables itself; focus stays in the dialog so Escape and Tab keep working.
              heading.current?.focus();
              markAll.mutate();
            }}
            disabled={unread === 0 || markAll.isPending}
            data-testid="bell-mark-all"
          >
            <FormattedMessage id="bell.markAllRead" />
          </Button>
        </Box>
        <PushOptIn />
        {messages.isError ? (
          <Box sx={{ p: 2 }}>
            <Typography role="alert" color="error">
              <FormattedMessage id="bell.error" />
            </Typography>
            <Button onClick={() => void messages.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Box>
        ) : messages.data && count === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            <FormattedMessage id="bell.empty" />
          </Typography>
        ) : (
          <List dense aria-labelledby={headingId} aria-busy={messages.isFetching}>
            {messages.data?.value.map((m) => (
              <ListItem key={m.id} sx={m.read ? undefined : { bgcolor: 'action.selected' }} data-testid="bell-message">
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box component="span" sx={{ fontWeight: m.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                        {m.title}
                      </Box>
                      {!m.read && <Chip size="small" color="primary" label={intl.formatMessage({ id: 'bell.new' })} />}
                    </Box>
                  }
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {m.text}
                      </Box>
                      {intl.formatDate(m.createdDate, { dateStyle: 'medium', timeStyle: 'short' })}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {count > BELL_PAGE_SIZE && (
          <Pagination
            sx={{ display: 'flex', justifyContent: 'center', pb: 1.5 }}
            size="small"
            count={Math.ceil(count / BELL_PAGE_SIZE)}
            page={page + 1}
            onChange={(_, p) => setPage(p - 1)}
            getItemAriaLabel={(type, p) => intl.formatMessage({ id: `bell.page.${type}` }, { page: p ?? 0 })}
          />
        )}
      </Popover>
    </>
  );
}

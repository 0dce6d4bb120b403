import { Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useNotify } from '../../../ui/snackbar.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useCreateOwnCalendarFeed, useOwnCalendarFeeds, useRevokeOwnCalendarFeed } from '../api/calendar-feeds.api.ts';
import { FeedLinks } from './feed-link.tsx';

/** "My bookings in my calendar app": a person's own secret links, on their profile. */
export function OwnCalendarFeeds() {
  const notify = useNotify();
  const feeds = useOwnCalendarFeeds();
  const create = useCreateOwnCalendarFeed();
  const revoke = useRevokeOwnCalendarFeed();
  const add = () =>
    create.mutate(undefined, {
      onSuccess: () => notify({ id: 'calendarFeeds.created' }),
      onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
    });
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h2" gutterBottom>
        <FormattedMessage id="calendarFeeds.ownTitle" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="calendarFeeds.ownHint" />
      </Typography>
      <FeedLinks query={feeds} add={{ label: 'calendarFeeds.addOwn', onClick: add }} revoke={(id) => revoke.mutateAsync(id)} />
    </Paper>
  );
}

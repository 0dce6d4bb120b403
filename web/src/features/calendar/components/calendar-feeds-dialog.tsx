import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useCalendarFeeds, useRevokeCalendarFeed } from '../api/calendar-feeds.api.ts';
import { CalendarFeedFormDialog } from '../forms/calendar-feed-form-dialog.tsx';
import { FeedLinks } from './feed-link.tsx';

/** Staff's secret iCal links per location and trainer, for a calendar app or a display screen. */
export function CalendarFeedsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const feeds = useCalendarFeeds(open);
  const revoke = useRevokeCalendarFeed();
  const [adding, setAdding] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="calendar-feeds-title">
      <DialogTitle id="calendar-feeds-title">
        <FormattedMessage id="calendarFeeds.title" />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          <FormattedMessage id="calendarFeeds.staffHint" />
        </DialogContentText>
        <FeedLinks
          query={feeds}
          columns={[
            { header: 'calendarFeeds.kindLabel', cell: (f) => <FormattedMessage id={`calendarFeeds.kind.${f.kind}`} /> },
            { header: 'calendarFeeds.target', cell: (f) => f.targetName ?? '—' },
          ]}
          add={{ label: 'calendarFeeds.add', onClick: () => setAdding(true) }}
          revoke={(id) => revoke.mutateAsync(id)}
        />
        <CalendarFeedFormDialog open={adding} onClose={() => setAdding(false)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

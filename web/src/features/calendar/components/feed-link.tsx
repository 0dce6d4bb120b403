import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useIntl } from 'react-intl';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { feedUrl } from '../api/calendar-feeds.api.ts';

interface Feed {
  id: string;
  path: string;
  createdDate: string;
}

/** The feed's full address, read-only and selectable, with a copy button (a calendar app subscribes to it). */
function FeedAddress({ path }: { path: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const url = feedUrl(path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ id: 'calendarFeeds.copied' });
    } catch {
      notify({ id: 'calendarFeeds.copyFailed', severity: 'warning' });
    }
  };
  const label = intl.formatMessage({ id: 'calendarFeeds.copy' });
  return (
    <TextField
      size="small"
      fullWidth
      value={url}
      label={intl.formatMessage({ id: 'calendarFeeds.address' })}
      onFocus={(e) => e.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'feed-url' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={label}>
                <IconButton aria-label={label} onClick={copy} edge="end">
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A list of secret feed links, each copyable and revocable after asking (its address then stops working). */
export function FeedLinks<T extends Feed>(props: {
  query: { data?: readonly T[]; isLoading: boolean; isError: boolean; isSuccess: boolean };
  /** Columns before the address (what the feed shows). */
  columns?: readonly RowsColumn<T>[];
  add?: { label: string; onClick(): void };
  revoke(id: string): Promise<unknown>;
}) {
  const intl = useIntl();
  const remove = useConfirmedRemove();
  const address: RowsColumn<T> = { header: 'calendarFeeds.address', cell: (f) => <FeedAddress path={f.path} />, wrap: true };
  return (
    <RowsTab
      query={props.query}
      testId="calendar-feeds"
      empty="calendarFeeds.empty"
      columns={[...(props.columns ?? []), address]}
      add={props.add}
      action={(f) => (
        <RemoveRowButton
          label="calendarFeeds.revoke"
          values={{ date: intl.formatDate(f.createdDate) }}
          onClick={() =>
            remove(
              { title: 'calendarFeeds.revokeTitle', text: 'calendarFeeds.revokeText', confirm: 'calendarFeeds.revokeConfirm' },
              () => props.revoke(f.id),
              'calendarFeeds.revoked',
            )
          }
        />
      )}
    />
  );
}

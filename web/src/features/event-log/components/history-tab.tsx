import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import type { Me } from '@takt/proto/http/identity/session';
import type { DetailTab } from '../../../ui/detail/detail-page.tsx';
import { mayReadEventLog, useEventLog } from '../api/event-log.api.ts';

export interface HistoryTabProps {
  /** The audited entity's type as its service records it, e.g. "Location", "Department", "User". */
  entityType: string;
  entityId: string;
}

/**
 * The audit trail of one entity (statistics' event log, newest first): when, who, what, and one
 * line per changed field. Any detail page adds it as a tab for the roles `mayReadEventLog` allows.
 */
export function HistoryTab({ entityType, entityId }: HistoryTabProps) {
  const { locale } = useLocale();
  const log = useEventLog(entityType, entityId);
  if (log.isLoading) return <LinearProgress aria-hidden />;
  if (log.isError)
    return (
      <Alert severity="error">
        <FormattedMessage id="error.load_data_failed" />
      </Alert>
    );
  const entries = log.data ?? [];
  if (entries.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="history.empty" />
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="history">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="history.dateTime" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="history.executedBy" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="history.action" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="history.changes" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayjs(e.dateTime).format(`${DATE_FORMAT[locale]} HH:mm`)}</TableCell>
              <TableCell>{e.executedByName}</TableCell>
              <TableCell>
                <FormattedMessage id={`history.action.${e.action}`} />
              </TableCell>
              <TableCell>
                {e.displayText.map((line) => (
                  <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The history tab for a detail page's tab list: present only for roles that may read the event log. */
export function historyTabs(me: Me | undefined, entityType: string, entityId: string): DetailTab[] {
  return me && mayReadEventLog(me.roles)
    ? [{ id: 'history', label: 'history.tab', content: <HistoryTab entityType={entityType} entityId={entityId} /> }]
    : [];
}

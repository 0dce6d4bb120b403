import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm, type ConfirmOptions } from '../dialog/confirm-dialog.tsx';
import { errorMessageId } from '../form/server-errors.ts';
import { useNotify } from '../snackbar.tsx';

export interface RowsColumn<T> {
  /** i18n key of the header. */
  header: string;
  cell(row: T): ReactNode;
  /** Long unbroken values (e-mail addresses) wrap anywhere instead of widening the table. */
  wrap?: boolean;
}

interface RowsQuery<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/**
 * A detail page's tab over a short list that is not paged (a room's blockings, a location's
 * staff): an add button, loading, error and empty states, and a table with an action per row.
 */
export function RowsTab<T extends { id: string }>(props: {
  query: RowsQuery<T>;
  columns: readonly RowsColumn<T>[];
  /** i18n key of the text shown when there are no rows. */
  empty: string;
  testId: string;
  /** The add button's i18n key and handler; no button without it (e.g. no edit permission). */
  add?: { label: string; onClick(): void };
  /** The last cell of a row (a remove button); no column without it. */
  action?(row: T): ReactNode;
}) {
  const { query, columns, add, action } = props;
  const rows = query.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {add && (
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add.onClick}>
            <FormattedMessage id={add.label} />
          </Button>
        </Box>
      )}
      {query.isLoading && <LinearProgress aria-hidden />}
      {query.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {query.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id={props.empty} />
        </Typography>
      )}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid={props.testId}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header}>
                    <FormattedMessage id={c.header} />
                  </TableCell>
                ))}
                {action && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((c) => (
                    <TableCell key={c.header} sx={c.wrap ? { overflowWrap: 'anywhere' } : undefined}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                  {action && <TableCell align="right">{action(row)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** A row's remove icon; its label (also the tooltip) names what goes. */
export function RemoveRowButton({ label, values, onClick }: { label: string; values: Record<string, string>; onClick(): void }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label }, values);
  return (
    <Tooltip title={text}>
      <IconButton aria-label={text} onClick={onClick}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Asks first, then runs the removal and says how it went in the snackbar: the one way a tab
 * removes a row.
 */
export function useConfirmedRemove() {
  const confirm = useConfirm();
  const notify = useNotify();
  return async (ask: ConfirmOptions, remove: () => Promise<unknown>, done: string): Promise<void> => {
    if (!(await confirm({ confirm: 'common.delete', danger: true, ...ask }))) return;
    try {
      await remove();
      notify({ id: done });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
}

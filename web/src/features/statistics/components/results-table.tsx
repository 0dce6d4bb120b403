import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { StatisticsType } from '@takt/proto';
import type { StatisticsResult } from '@takt/proto/http/statistics/index';
import { FormattedMessage, useIntl } from 'react-intl';
import { tableLines } from './result-label.ts';

/** The nested results as one table: each level indented under its parent, the amount on the right. */
export function ResultsTable({ rows, type }: { rows: StatisticsResult[]; type: StatisticsType }) {
  const intl = useIntl();
  const format = (n: number) => (type === 'Revenues' ? intl.formatNumber(n, { style: 'currency', currency: 'EUR' }) : intl.formatNumber(n));
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'statistics.table' })} data-testid="statistics-table">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="statistics.group" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id={`statistics.type.${type}`} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tableLines(intl, rows).map((line) => (
            <TableRow key={line.id} sx={line.depth === 0 ? { '& td': { fontWeight: 600 } } : undefined}>
              <TableCell sx={{ pl: 2 + line.depth * 3 }}>{line.label}</TableCell>
              <TableCell align="right">{format(line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

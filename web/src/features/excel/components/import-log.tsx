import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ExcelResult } from '@takt/proto/http/documents/excel';
import { EXCEL_COLUMNS, type ExcelTemplate } from '@takt/proto/http/documents/excel-templates';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';

const REASONS = new Set([
  'required',
  'invalid',
  'invalid_date',
  'invalid_number',
  'invalid_boolean',
  'invalid_email',
  'invalid_text',
  'too_long',
  'unknown_choice',
  'member_number_taken',
  'user_name_taken',
  'email_taken',
  'licence_required',
  'not_allowed',
  'duplicate_in_file',
  'unreadable_rows',
  'still_running',
  'no_data',
  'deleted',
]);

/** The answer of an import or export: success or failure, and the log with sheet row numbers. */
export function ExcelLog({ result, template, kind }: { result: ExcelResult; template: ExcelTemplate; kind: 'import' | 'export' }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const header = (key: string | null) => EXCEL_COLUMNS[template].find((c) => c.key === key)?.header[locale] ?? key ?? '';
  const reason = (r: string) => intl.formatMessage({ id: REASONS.has(r) ? `excel.reason.${r}` : 'excel.reason.other' }, { reason: r });
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="excel-log">
      <Alert severity={result.success ? 'success' : 'error'} role="status">
        <FormattedMessage
          id={`excel.${kind}.${result.success ? 'succeeded' : 'failed'}`}
          values={{ count: result.rowCount, errors: result.log.length }}
        />
      </Alert>
      {result.log.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
            <FormattedMessage id="excel.log" />
          </Typography>
          <Table size="small" aria-label={intl.formatMessage({ id: 'excel.log' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="excel.row" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="excel.column" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="excel.reason" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.log.map((l, i) => (
                <TableRow key={`${l.row}-${l.column}-${i}`}>
                  <TableCell>{l.row ?? '–'}</TableCell>
                  <TableCell>{header(l.column)}</TableCell>
                  <TableCell>{reason(l.reason)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

import { useRef } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useImportReturns } from '../api/direct-debits.api.ts';
import { ReturnFeeField } from './direct-debit-settings.tsx';
import { Money } from './money.tsx';

/** Upload the bank's return file (camt.054 or CSV) and see, line by line, what it did. */
export function ReturnImport({ onImported }: { onImported(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const importing = useImportReturns();
  const result = importing.data;
  const pick = (file: File | undefined) => {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (r) => {
        notify({ id: 'directDebits.returnsImported', values: { count: r.returned } });
        onImported();
      },
    });
    if (input.current) input.current.value = '';
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h2">
        <FormattedMessage id="directDebits.returns" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="directDebits.returnsHelp" />
      </Typography>
      <ReturnFeeField />
      <Box>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={importing.isPending}>
          <FormattedMessage id="directDebits.uploadReturns" />
          <input
            ref={input}
            hidden
            type="file"
            accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
            data-testid="return-file"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Button>
      </Box>
      {importing.isError && (
        <Alert severity="error">
          <FormattedMessage id={errorMessageId(importing.error)} />
        </Alert>
      )}
      {result && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography data-testid="returns-summary">
            <FormattedMessage
              id="directDebits.returnsSummary"
              values={{ count: result.returned, fee: <Money cents={result.feeCents} /> }}
            />
          </Typography>
          <Table size="small" data-testid="return-lines">
            <TableHead>
              <TableRow>
                {[
                  'directDebits.endToEndId',
                  'directDebits.invoice',
                  'directDebits.amount',
                  'directDebits.returnReason',
                  'directDebits.outcome',
                ].map((id) => (
                  <TableCell key={id}>
                    <FormattedMessage id={id} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.lines.map((l, i) => (
                <TableRow key={`${l.endToEndId}-${i}`}>
                  <TableCell>{l.endToEndId}</TableCell>
                  <TableCell>{l.invoiceNumber}</TableCell>
                  <TableCell align="right">
                    <Money cents={l.amountCents} />
                  </TableCell>
                  <TableCell>{l.reasonCode}</TableCell>
                  <TableCell>
                    <FormattedMessage id={`directDebits.outcome.${l.outcome}`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

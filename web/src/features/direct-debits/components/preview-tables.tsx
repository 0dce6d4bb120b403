import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DirectDebitPreview } from '@takt/proto/http/billing/direct-debits';
import { formatIban } from '@takt/proto';
import { FormattedMessage } from 'react-intl';
import { PaymentDataButton } from '../../payment-data/components/payment-data-button.tsx';
import { Money } from './money.tsx';

const Head = ({ ids }: { ids: string[] }) => (
  <TableHead>
    <TableRow>
      {ids.map((id) => (
        <TableCell key={id}>{id && <FormattedMessage id={id} />}</TableCell>
      ))}
    </TableRow>
  </TableHead>
);

/** What the preview would collect, and what it leaves out with the reason and a way to fix it. */
export function PreviewTables({ preview, onChanged }: { preview: DirectDebitPreview; onChanged(): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography data-testid="preview-summary">
        <FormattedMessage
          id="directDebits.summary"
          values={{ count: preview.numberOfTransactions, sum: <Money cents={preview.controlSumCents} /> }}
        />
      </Typography>
      {preview.collected.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="h3" id="collected-title" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            <FormattedMessage id="directDebits.collected" />
          </Typography>
          <Table size="small" data-testid="collected" aria-labelledby="collected-title">
            <Head
              ids={[
                'directDebits.invoice',
                'directDebits.attendee',
                'directDebits.iban',
                'directDebits.mandate',
                'directDebits.sequence',
                'directDebits.amount',
              ]}
            />
            <TableBody>
              {preview.collected.map((c) => (
                <TableRow key={c.invoiceId}>
                  <TableCell>{c.invoiceNumber}</TableCell>
                  <TableCell>{c.attendeeName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIban(c.iban)}</TableCell>
                  <TableCell>{c.mandateReference}</TableCell>
                  <TableCell>{c.sequenceType}</TableCell>
                  <TableCell align="right">
                    <Money cents={c.amountCents} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {preview.skipped.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="h3" id="skipped-title" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            <FormattedMessage id="directDebits.skipped" />
          </Typography>
          <Table size="small" data-testid="skipped" aria-labelledby="skipped-title">
            <Head ids={['directDebits.invoice', 'directDebits.attendee', 'directDebits.reason', 'directDebits.amount', '']} />
            <TableBody>
              {preview.skipped.map((s) => (
                <TableRow key={s.invoiceId}>
                  <TableCell>{s.invoiceNumber}</TableCell>
                  <TableCell>{s.attendeeName}</TableCell>
                  <TableCell>
                    <FormattedMessage id={`directDebits.reason.${s.reason}`} />
                  </TableCell>
                  <TableCell align="right">
                    <Money cents={s.amountCents} />
                  </TableCell>
                  <TableCell>
                    {s.reason !== 'not_positive' && (
                      <PaymentDataButton attendeeId={s.attendeeId} name={s.attendeeName} onSaved={onChanged} />
                    )}
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

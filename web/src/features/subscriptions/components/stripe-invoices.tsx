import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useStripeInvoices, useUpcomingInvoice } from '../api/stripe.api.ts';
import { stripeText } from './stripe-text.ts';

const Amount = ({ cents, currency }: { cents: number; currency: string }) => (
  <FormattedNumber value={cents / 100} style="currency" currency={currency.toUpperCase()} />
);

/** The next invoice as Stripe previews it, and the past ones (Stripe answers at most 100, newest first). */
export function StripeInvoices({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const upcoming = useUpcomingInvoice(customerId).data?.invoice;
  const invoices = useStripeInvoices(customerId).data ?? [];
  return (
    <>
      {upcoming && (
        <Typography data-testid="upcoming">
          <FormattedMessage
            id="subscriptions.upcoming"
            values={{
              total: <Amount cents={upcoming.total} currency={upcoming.currency} />,
              date: upcoming.next_payment_attempt ? <FormattedDate value={upcoming.next_payment_attempt * 1000} dateStyle="medium" /> : '–',
            }}
          />
        </Typography>
      )}
      {invoices.length === 0 ? (
        <Typography variant="body2">
          <FormattedMessage id="subscriptions.noInvoices" />
        </Typography>
      ) : (
        <Table size="small" aria-label="invoices">
          <TableHead>
            <TableRow>
              {['date', 'number', 'reason', 'total', 'status'].map((c) => (
                <TableCell key={c}>
                  <FormattedMessage id={`subscriptions.invoice.${c}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  <FormattedDate value={i.created * 1000} dateStyle="medium" />
                </TableCell>
                <TableCell>{i.number}</TableCell>
                <TableCell>{stripeText(intl, 'reason', i.reason)}</TableCell>
                <TableCell>
                  <Amount cents={i.total} currency={i.currency} />
                </TableCell>
                <TableCell>{stripeText(intl, 'invoiceStatus', i.status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

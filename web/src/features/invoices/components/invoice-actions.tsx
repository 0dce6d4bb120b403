import { Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useRaiseDunningLevel, useSetInvoiceStatus } from '../api/invoices.api.ts';

/** Mark paid, raise the dunning level, cancel: only while the invoice is open. */
export function InvoiceActions({
  invoice,
}: {
  invoice: { id: string; invoiceNumberString: string; paymentStatus: number; dunningLevel: number };
}) {
  const notify = useNotify();
  const confirm = useConfirm();
  const setStatus = useSetInvoiceStatus();
  const dun = useRaiseDunningLevel();
  const busy = setStatus.isPending || dun.isPending;
  const attempt = async (work: () => Promise<unknown>, done: () => void) => {
    try {
      await work();
      done();
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const markPaid = () =>
    attempt(
      () => setStatus.mutateAsync({ id: invoice.id, paymentStatus: 1 }),
      () => notify({ id: 'invoices.markedPaid' }),
    );
  const raise = () =>
    attempt(
      () => dun.mutateAsync(invoice.id),
      () => notify({ id: 'invoices.dunningRaised', values: { level: invoice.dunningLevel + 1 } }),
    );
  const cancel = async () => {
    const ok = await confirm({
      title: 'invoices.cancelTitle',
      text: 'invoices.cancelText',
      values: { number: invoice.invoiceNumberString },
      confirm: 'invoices.cancel',
      danger: true,
    });
    if (ok)
      await attempt(
        () => setStatus.mutateAsync({ id: invoice.id, paymentStatus: 2 }),
        () => notify({ id: 'invoices.cancelled' }),
      );
  };
  if (invoice.paymentStatus !== 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" onClick={() => void markPaid()} disabled={busy}>
        <FormattedMessage id="invoices.markPaid" />
      </Button>
      {invoice.dunningLevel < 5 && (
        <Button variant="outlined" onClick={() => void raise()} disabled={busy}>
          <FormattedMessage id="invoices.raiseDunning" />
        </Button>
      )}
      <Button color="error" onClick={() => void cancel()} disabled={busy}>
        <FormattedMessage id="invoices.cancel" />
      </Button>
    </Stack>
  );
}

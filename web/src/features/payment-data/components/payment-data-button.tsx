import { useState } from 'react';
import { Button } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePaymentMandate } from '../api/payment-data.api.ts';
import { PaymentDataDialog, paymentDataValues } from '../forms/payment-data-dialog.tsx';

/**
 * Opens an attendee's payment data: a button for any screen that lists attendees (the
 * direct-debit preview now, the attendee detail page once it exists).
 */
export function PaymentDataButton({ attendeeId, name, onSaved }: { attendeeId: string; name: string | null; onSaved?(): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const data = usePaymentMandate(attendeeId, open);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'paymentData.editFor' }, { name: name ?? '' })}
      >
        <FormattedMessage id="paymentData.open" />
      </Button>
      {open && data.isSuccess && (
        <PaymentDataDialog initial={paymentDataValues(attendeeId, data.data)} open onClose={() => setOpen(false)} onSaved={onSaved} />
      )}
    </>
  );
}

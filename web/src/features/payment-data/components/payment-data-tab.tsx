import { useState } from 'react';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { PaymentDataType } from '@takt/proto';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { usePaymentMandate } from '../api/payment-data.api.ts';
import { PaymentDataDialog, paymentDataValues } from '../forms/payment-data-dialog.tsx';

const INTERVAL_KEYS: Record<number, string> = {
  0: 'paymentData.interval.monthly',
  1: 'paymentData.interval.quarterly',
  3: 'paymentData.interval.yearly',
  4: 'paymentData.interval.halfYearly',
};

/**
 * An attendee's payment data for the attendee detail page's tabs (`{ id: 'payment', label:
 * 'paymentData.open', content: <PaymentDataTab attendeeId={id} canEdit={…} /> }`).
 */
export function PaymentDataTab({ attendeeId, canEdit }: { attendeeId: string; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [editing, setEditing] = useState(false);
  const query = usePaymentMandate(attendeeId);
  const d = query.data;
  const date = (v: string | null) => (v ? dayjs(v).format(DATE_FORMAT[locale]) : '');
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {query.isLoading && <LinearProgress aria-hidden />}
      {query.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {d && (
        <FieldTable
          rows={[
            ['paymentData.typeLabel', text(d.type === PaymentDataType.Invoice ? 'paymentData.type.invoice' : 'paymentData.type.debit')],
            ['paymentData.intervalLabel', text(INTERVAL_KEYS[d.interval] ?? 'paymentData.interval.monthly')],
            ['paymentData.ibanLabel', d.ibanFormatted ?? ''],
            ['paymentData.bic', d.bic ?? ''],
            ['paymentData.accountHolder', d.accountHolder ?? ''],
            ['paymentData.mandateReference', d.mandateReference ?? ''],
            ['paymentData.mandateDate', date(d.mandateDate)],
            ['paymentData.validFrom', date(d.validFrom)],
            ['paymentData.validTill', date(d.validTill)],
            ['paymentData.nextSequence', d.recurring ? (d.firstCollection ? 'FRST' : 'RCUR') : 'OOFF'],
          ]}
        />
      )}
      {d && canEdit && (
        <Box>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            <FormattedMessage id="paymentData.edit" />
          </Button>
          {editing && <PaymentDataDialog initial={paymentDataValues(attendeeId, d)} open onClose={() => setEditing(false)} />}
        </Box>
      )}
    </Box>
  );
}

import { MenuItem, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ODataCondition } from '../../../api/odata.ts';

export interface InvoiceFilter {
  /** '' for all, else the payment status. */
  status: '' | '0' | '1' | '2';
  /** '' for all, else yyyy-mm: invoices whose period starts in that month. */
  month: string;
}

/** The screen's filters as server conditions. */
export function invoiceConditions(f: InvoiceFilter): ODataCondition[] {
  const month = f.month ? dayjs(`${f.month}-01`) : undefined;
  return [
    ...(f.status ? [{ field: 'paymentStatus', op: 'eq' as const, value: Number(f.status) }] : []),
    ...(month
      ? [
          { field: 'periodStartDate', op: 'ge' as const, value: month.format('YYYY-MM-DD') },
          { field: 'periodStartDate', op: 'le' as const, value: month.endOf('month').format('YYYY-MM-DD') },
        ]
      : []),
  ];
}

/** Status and period month above the invoice list; the attendee is found by the grid's search. */
export function InvoiceFilters({ value, onChange }: { value: InvoiceFilter; onChange(next: InvoiceFilter): void }) {
  const intl = useIntl();
  return (
    <>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ width: 170 }}
        label={intl.formatMessage({ id: 'invoices.status' })}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as InvoiceFilter['status'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <FormattedMessage id="invoices.allStatuses" />
        </MenuItem>
        {(['0', '1', '2'] as const).map((s) => (
          <MenuItem key={s} value={s}>
            <FormattedMessage id={`invoices.status.${s}`} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="month"
        size="small"
        fullWidth={false}
        sx={{ width: 190 }}
        label={intl.formatMessage({ id: 'invoices.monthFilter' })}
        value={value.month}
        onChange={(e) => onChange({ ...value, month: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

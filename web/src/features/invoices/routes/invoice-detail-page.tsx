import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useInvoice } from '../api/invoices.api.ts';
import { InvoiceActions } from '../components/invoice-actions.tsx';
import { useFormats } from '../components/money.ts';
import { PositionsTab } from '../components/positions-tab.tsx';
import { StatusChip } from '../components/status-chip.tsx';

type Invoice = NonNullable<ReturnType<typeof useInvoice>['data']>;

function DataTab({ invoice: i }: { invoice: Invoice }) {
  const intl = useIntl();
  const f = useFormats();
  const text = (id: string) => intl.formatMessage({ id });
  // The level with the day each level was reached: "2 (01.12.2026, 15.12.2026)".
  const dates = i.dunningLevelDates.filter((d): d is string => Boolean(d)).map(f.date);
  const dunning = dates.length ? `${i.dunningLevel} (${dates.join(', ')})` : String(i.dunningLevel);
  const rows: (readonly [string, string])[] = [
    ['invoices.number', i.invoiceNumberString],
    ['invoices.attendee', i.attendeeFullName],
    ['invoices.periodType', text(`invoices.periodType.${i.periodType}`)],
    ['invoices.period', `${f.date(i.periodStartDate)} – ${f.date(i.periodEndDate)}`],
    ['invoices.sum', f.money(i.centCostSum)],
    ['invoices.status', text(`invoices.status.${i.paymentStatus}`)],
    ['invoices.dueDate', f.date(i.dueDate)],
    ['invoices.dunningLevel', dunning],
    ['invoices.paidOn', f.dateTime(i.markedPaidDateTime)],
    ['invoices.cancelledOn', f.dateTime(i.markedCancelledDateTime)],
    ['invoices.exported', f.dateTime(i.exportedDateTime)],
    ['invoices.createdDate', f.dateTime(i.createdDate)],
  ];
  return <FieldTable rows={rows} />;
}

/** /invoices/{id}: number, attendee and sum; mark paid, dunning and cancel while open; its positions. */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const me = useMe().data;
  const invoice = useInvoice(invoiceId);
  const f = useFormats();
  const i = invoice.data;
  const canEdit = Boolean(me && (me.isAdmin || me.permissions.includes('invoicesEdit')));
  return (
    <DetailPage
      back={{ to: '/invoices', label: 'title.invoices' }}
      title={i ? `${i.invoiceNumberString} · ${i.attendeeFullName}` : undefined}
      subtitle={
        i ? (
          <>
            <StatusChip status={i.paymentStatus} /> {f.money(i.centCostSum)}
          </>
        ) : undefined
      }
      loading={invoice.isLoading}
      error={invoice.isError}
      actions={i && canEdit ? <InvoiceActions invoice={i} /> : undefined}
      tabs={
        i
          ? [
              { id: 'positions', label: 'invoices.tab.positions', content: <PositionsTab invoice={i} canEdit={canEdit} /> },
              { id: 'data', label: 'invoices.tab.data', content: <DataTab invoice={i} /> },
            ]
          : []
      }
    />
  );
}

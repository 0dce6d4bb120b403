import { billingInvoiceContracts as routes } from '@takt/proto/http/billing/invoices';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useFormats } from '../components/money.ts';
import { StatusChip } from '../components/status-chip.tsx';

type Row = ResponseOf<typeof routes.listMyInvoices>['value'][number];

/** /my-invoices: the signed-in member's own invoices (the server answers no one else's). */
export function MyInvoicesPage() {
  const f = useFormats();
  const columns: ODataColumn<Row>[] = [
    { field: 'invoiceNumberString', header: 'invoices.number', width: 130 },
    { field: 'periodStartDate', header: 'invoices.periodStart', width: 130, filterable: false, valueFormatter: (v: string) => f.date(v) },
    { field: 'periodEndDate', header: 'invoices.periodEnd', width: 130, filterable: false, valueFormatter: (v: string) => f.date(v) },
    { field: 'centCostSum', header: 'invoices.sum', type: 'number', width: 120, valueFormatter: (v: number) => f.money(v) },
    {
      field: 'paymentStatus',
      header: 'invoices.status',
      width: 130,
      filterable: false,
      renderCell: (p) => <StatusChip status={Number(p.value)} />,
    },
    { field: 'dueDate', header: 'invoices.dueDate', width: 130, filterable: false, valueFormatter: (v: string | null) => f.date(v) },
  ];
  return (
    <ODataGrid
      gridId="my-invoices"
      label="title.myInvoices"
      contract={routes.listMyInvoices}
      resource="invoices"
      columns={columns}
      searchFields={['invoiceNumberString']}
    />
  );
}

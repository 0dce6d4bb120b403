import { useState } from 'react';
import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SettingsIcon from '@mui/icons-material/Settings';
import { billingInvoiceContracts as routes } from '@takt/proto/http/billing/invoices';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useMe } from '../../../api/me.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { InvoiceFilters, invoiceConditions, type InvoiceFilter } from '../components/invoice-filters.tsx';
import { useFormats } from '../components/money.ts';
import { StatusChip } from '../components/status-chip.tsx';
import { useBillingSettings } from '../api/invoices.api.ts';
import { BillingSettingsDialog } from '../forms/billing-settings-dialog.tsx';
import { InvoiceRunDialog } from '../forms/invoice-run-dialog.tsx';

type Row = ResponseOf<typeof routes.listInvoices>['value'][number];

/** /invoices: the company's invoices with status and period filters; a row opens the invoice. */
export function InvoicesPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const f = useFormats();
  const [filter, setFilter] = useState<InvoiceFilter>({ status: '', month: '' });
  const [running, setRunning] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const settings = useBillingSettings().data;
  const canEdit = Boolean(me && (me.isAdmin || me.permissions.includes('invoicesEdit')));
  const columns: ODataColumn<Row>[] = [
    { field: 'invoiceNumberString', header: 'invoices.number', width: 130 },
    { field: 'attendeeFullName', header: 'invoices.attendee', flex: 2, minWidth: 160 },
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
    { field: 'dueDate', header: 'invoices.dueDate', width: 120, filterable: false, valueFormatter: (v: string | null) => f.date(v) },
    { field: 'dunningLevel', header: 'invoices.dunningLevel', type: 'number', width: 120 },
  ];
  return (
    <>
      <ODataGrid
        gridId="invoices"
        label="title.invoices"
        contract={routes.listInvoices}
        resource="invoices"
        columns={columns}
        searchFields={['attendeeFullName', 'invoiceNumberString']}
        filters={invoiceConditions(filter)}
        onRowClick={(row) => navigate(`/invoices/${row.id}`)}
        actions={
          <>
            <InvoiceFilters value={filter} onChange={setFilter} />
            {canEdit && settings && (
              <Button startIcon={<SettingsIcon />} onClick={() => setConfiguring(true)}>
                <FormattedMessage id="invoices.settings" />
              </Button>
            )}
            {canEdit && (
              <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setRunning(true)}>
                <FormattedMessage id="invoices.run" />
              </Button>
            )}
          </>
        }
      />
      <InvoiceRunDialog open={running} onClose={() => setRunning(false)} />
      {settings && (
        <BillingSettingsDialog
          key={JSON.stringify(settings)}
          settings={settings}
          open={configuring}
          onClose={() => setConfiguring(false)}
        />
      )}
    </>
  );
}

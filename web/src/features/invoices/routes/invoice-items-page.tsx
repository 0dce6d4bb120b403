import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { billingInvoicePositionContracts as routes } from '@takt/proto/http/billing/invoice-positions';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import { useMe } from '../../../api/me.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useFormats } from '../components/money.ts';
import { PositionToggle } from '../components/position-toggle.tsx';
import { PositionFormDialog } from '../forms/position-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listInvoicePositions>['value'][number];

/** /invoice-items: every single cost (newest first), pending ones waiting for the run; add, cancel, restore. */
export function InvoiceItemsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMe().data;
  const f = useFormats();
  const [adding, setAdding] = useState(false);
  const canEdit = Boolean(me && (me.isAdmin || me.permissions.includes('invoicePositionsEdit')));
  const columns: ODataColumn<Row>[] = [
    { field: 'date', header: 'positions.date', width: 120, filterable: false, valueFormatter: (v: string) => f.date(v) },
    { field: 'attendeeFullName', header: 'invoices.attendee', flex: 2, minWidth: 150 },
    { field: 'description', header: 'positions.description', flex: 2, minWidth: 160 },
    { field: 'centCost', header: 'positions.centCost', type: 'number', width: 110, valueFormatter: (v: number) => f.money(v) },
    {
      field: 'invoiceNumberString',
      header: 'positions.invoice',
      width: 170,
      valueFormatter: (v: string | null) => v ?? intl.formatMessage({ id: 'positions.pending' }),
    },
    { field: 'canceled', header: 'positions.canceled', type: 'boolean', width: 110 },
    ...(canEdit
      ? [
          {
            field: 'actions',
            header: 'common.edit',
            width: 90,
            sortable: false,
            filterable: false,
            renderCell: (p: { row: Row }) => (p.row.invoicePaymentStatus === 0 ? <PositionToggle position={p.row} /> : null),
          } satisfies ODataColumn<Row>,
        ]
      : []),
  ];
  return (
    <>
      <ODataGrid
        gridId="invoice-items"
        label="title.invoiceItems"
        contract={routes.listInvoicePositions}
        resource="invoices"
        columns={columns}
        searchFields={['attendeeFullName', 'description', 'invoiceNumberString']}
        onRowClick={(row) => row.invoiceId && navigate(`/invoices/${row.invoiceId}`)}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              <FormattedMessage id="positions.add" />
            </Button>
          )
        }
      />
      <PositionFormDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

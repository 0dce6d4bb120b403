import { useState } from 'react';
import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { RowsTab } from '../../../ui/detail/rows-tab.tsx';
import { useInvoicePositions } from '../api/invoice-positions.api.ts';
import { PositionFormDialog } from '../forms/position-form-dialog.tsx';
import { useFormats } from './money.ts';
import { PositionToggle } from './position-toggle.tsx';

type Position = NonNullable<ReturnType<typeof useInvoicePositions>['data']>[number];

/** An invoice's positions; while it is open they can be added, cancelled and restored. */
export function PositionsTab({
  invoice,
  canEdit,
}: {
  invoice: { id: string; attendeeId: string; paymentStatus: number };
  canEdit: boolean;
}) {
  const f = useFormats();
  const positions = useInvoicePositions(invoice.id);
  const [adding, setAdding] = useState(false);
  const editable = canEdit && invoice.paymentStatus === 0;
  const struck = (p: Position) => (p.canceled ? { textDecoration: 'line-through' } : undefined);
  return (
    <>
      <RowsTab
        query={positions}
        testId="invoice-positions"
        empty="invoices.noPositions"
        add={editable ? { label: 'positions.add', onClick: () => setAdding(true) } : undefined}
        columns={[
          { header: 'positions.date', cell: (p) => f.date(p.date) },
          // No column of its own for "cancelled" (too wide on a phone): struck through and said in words.
          {
            header: 'positions.description',
            cell: (p) => (
              <Box sx={struck(p)}>
                {p.description}
                {p.canceled && (
                  <>
                    {' '}
                    (<FormattedMessage id="positions.canceled" />)
                  </>
                )}
              </Box>
            ),
          },
          { header: 'positions.centCost', cell: (p) => <Box sx={struck(p)}>{f.money(p.centCost)}</Box> },
        ]}
        action={editable ? (p) => <PositionToggle position={p} /> : undefined}
      />
      <PositionFormDialog open={adding} onClose={() => setAdding(false)} invoiceId={invoice.id} attendeeId={invoice.attendeeId} />
    </>
  );
}

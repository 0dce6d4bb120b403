import type { Router } from '@takt/kit';
import { billingContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { InvoicePosition } from '../store/generated/client.ts';

function toDto(p: InvoicePosition) {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    forAttendeeId: p.forAttendeeId,
    description: p.description,
    centCost: p.centCost,
    canceled: p.canceled,
    sourceAppointmentId: p.sourceAppointmentId,
    createdDate: p.createdDate.toISOString(),
  };
}

export function invoicePositionRoutes(r: Router<Client>): void {
  r.list(billingContracts.listInvoicePositions, { model: (tx) => tx.invoicePosition, map: toDto });
}

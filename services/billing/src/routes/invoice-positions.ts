import type { ODataResource, Router } from '@takt/kit';
import { billingRoutes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { InvoicePosition } from '../store/generated/client.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    forAttendeeId: { type: 'uuid' },
    description: { type: 'string' },
    centCost: { type: 'number' },
    canceled: { type: 'boolean' },
    sourceAppointmentId: { type: 'uuid' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: invoice positions createdDate desc.
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

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
  r.list(billingRoutes.listInvoicePositions, { resource, model: (tx) => tx.invoicePosition, map: toDto });
}

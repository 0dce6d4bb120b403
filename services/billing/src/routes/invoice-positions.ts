import { dtoOf, type Router } from '@takt/kit';
import { billingContracts, InvoicePosition as InvoicePositionDto } from '@takt/proto';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(InvoicePositionDto);

export function invoicePositionRoutes(r: Router<Client>): void {
  r.list(billingContracts.listInvoicePositions, { model: (tx) => tx.invoicePosition, map: toDto });
}

import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { toInvoiceDto } from '../store/invoices.ts';
import { positionsOfInvoices, toPositionDto } from '../store/positions.ts';

/** Invoices with their positions, in the shape documents will render (culture picks the language). */
export async function withPositions(tx: TxClient<Client>, invoices: Invoice[]) {
  const positions = await positionsOfInvoices(
    tx,
    invoices.map((i) => i.id),
  );
  return invoices.map((i) => ({ ...toInvoiceDto(i), positions: positions.filter((p) => p.invoiceId === i.id).map(toPositionDto) }));
}

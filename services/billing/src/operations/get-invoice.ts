import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { findInvoice } from '../store/invoices.ts';

export async function getInvoice(db: Db<Client>, id: string): Promise<Invoice> {
  const row = await db.tx((tx) => findInvoice(tx, id));
  if (!row) throw notFound('Invoice');
  return row;
}

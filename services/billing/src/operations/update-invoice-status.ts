import type { Db } from '@takt/kit';
import type { PaymentStatus, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { applyStatus } from './invoice-status-steps.ts';

/** PUT invoices/{id}: mark paid, cancelled or open again. */
export const updateInvoiceStatus = (db: Db<Client>, caller: UserCaller, id: string, status: PaymentStatus): Promise<Invoice> =>
  db.tx((tx) => applyStatus(tx, caller, id, status));

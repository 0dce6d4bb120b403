import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { requireInvoice } from './invoice-status-steps.ts';

export const getInvoice = (db: Db<Client>, id: string): Promise<Invoice> => db.tx((tx) => requireInvoice(tx, id));

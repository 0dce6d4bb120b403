import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { InvoicePosition } from '../store/generated/client.ts';
import { requirePosition } from './position-steps.ts';

export const getInvoicePosition = (db: Db<Client>, id: string): Promise<InvoicePosition> => db.tx((tx) => requirePosition(tx, id));

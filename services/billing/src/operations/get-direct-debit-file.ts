import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { DirectDebitBatch } from '../store/generated/client.ts';
import { findBatch } from '../store/direct-debits.ts';

export async function getDirectDebitFile(db: Db<Client>, batchId: string): Promise<DirectDebitBatch> {
  const batch = await db.tx((tx) => findBatch(tx, batchId));
  if (!batch) throw notFound('Direct-debit batch');
  return batch;
}

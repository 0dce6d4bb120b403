import type { Db } from '@takt/kit';
import type { DirectDebitPreview } from '@takt/proto';
import type { LocalDate } from '../domain/invoice-period.ts';
import type { Client } from '../store/client.ts';
import { assertCollectionDate, planFor, previewOf } from './direct-debit-steps.ts';

/** What a direct debit on the date would collect, and what it would leave out and why; changes nothing. */
export async function previewDirectDebit(db: Db<Client>, collectionDate: LocalDate): Promise<DirectDebitPreview> {
  assertCollectionDate(collectionDate);
  return db.tx(async (tx) => previewOf(await planFor(tx, collectionDate), collectionDate), 'RepeatableRead');
}

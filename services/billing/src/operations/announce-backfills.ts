import type { Backfill } from '@takt/kit';
import { publishInvoicePositionChanged } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import { costPositionsPage } from '../store/positions.ts';

/** Positions are read in pages of this many: a database may hold many companies' invoices. */
const PAGE = 1_000;

/** Billing's state for read models that started after its events left the stream; consumers upsert, so again is harmless. */
export const billingBackfills: readonly Backfill<Client>[] = [
  {
    // Statistics' single costs (decision 0068): every position added from a catalogue cost, as it is now.
    name: 'billing.invoice-position.changed@1',
    async run(tx) {
      let count = 0;
      for (let afterId: string | null = null; ;) {
        const page = await costPositionsPage(tx, afterId, PAGE);
        for (const p of page) await publishInvoicePositionChanged(tx, p, p.companyId);
        count += page.length;
        if (page.length < PAGE) return count;
        afterId = page.at(-1)!.id;
      }
    },
  },
];

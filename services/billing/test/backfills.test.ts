import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { billingBackfills } from '../src/operations/announce-backfills.ts';
import { billingService } from '../src/service.ts';
import { billingFixtures } from './billing-fixtures.ts';

// Statistics' single costs (decision 0068): positions added from a catalogue cost before statistics
// listened are announced once per database, as they are now.
const t = useTestService(billingService);
const f = billingFixtures(t);
const log = createLogger('backfill-test', 'silent');

describe('billing backfills', () => {
  it('announces every position added from a catalogue cost with its cost, date and cancellation, once', async () => {
    const manager = userCaller('manager');
    const { attendeeId } = await f.attendee(manager.companyId);
    const costId = randomUUID();
    const added = await f.post('/api/invoicePositions/AddByCosts', manager, {
      attendeeId,
      costEntries: [{ costId, description: 'Probestunde', centCost: 900 }],
      customCostEntries: [{ description: 'Getränk', centCost: 200 }],
      date: '2026-10-05',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [trial] = added.json().positionIds as string[];
    expect((await f.post(`/api/invoicePositions/Cancel/${trial}`, manager)).statusCode).toBe(200);
    const before = (await t.outbox()).length;
    const announced = async () =>
      (await t.outbox())
        .slice(before)
        .filter((e) => e.subject === 'billing.invoice-position.changed' && e.companyId === manager.companyId)
        .map((e) => e.payload);

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(t.db, billingBackfills, log);
    expect(await announced()).toEqual([
      { positionId: trial, attendeeId, sourceCostId: costId, date: '2026-10-05', centCost: 900, canceled: true },
    ]);
    const after = (await t.outbox()).length;
    await runBackfills(t.db, billingBackfills, log);
    expect((await t.outbox()).length).toBe(after);
  });
});

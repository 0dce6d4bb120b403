// Monthly invoice run for N members (default 5,000): boots the system in-process with demo data,
// puts N attendees with a paid membership (every tenth with a single cost too) into billing (as membership's
// events and the positions API would), then times the run through the gateway and a second run of
// the same month (idempotent: it must create nothing).
//
// Measured 2026-11-25 on the shared 2-core machine (load average about 20, in-process bus): 5,000
// members read into billing in 129 s; the run issued 5,002 invoices (196,304 EUR) in 169 s
// (30 invoices/s, 25 members per transaction); the same month again took 10.5 s and created nothing.
import { randomUUID } from 'node:crypto';
import { rawSql } from '@takt/kit';
import { emitEvent, payloadOf } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 5000);
const BATCH = 200;
const { infra, system, api, me, close } = await bootLoadSystem();
const companyId = me.company.id;
const billing = system.services.get('billing')!;
const attendeesKnown = async () =>
  (
    await billing.db.system(
      (tx) => rawSql(tx).$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM attendee_view WHERE company_id = ${companyId}::uuid`,
    )
  )[0]!.n;

const membershipTypeId = randomUUID();
await emitEvent(infra, MembershipEvents.MembershipTypeSaved, companyId, {
  ...payloadOf(MembershipEvents.MembershipTypeSaved),
  membershipTypeId,
  name: 'Erwachsene',
  cost: 3900,
  yearly: false,
  discounts: [],
});
const ids = Array.from({ length: N }, () => randomUUID());
for (let i = 0; i < N; i += BATCH) {
  await Promise.all(
    ids.slice(i, i + BATCH).map((attendeeId, j) =>
      emitEvent(infra, MembershipEvents.AttendeeCreated, companyId, {
        attendeeId,
        applicationUserId: null,
        userName: null,
        email: null,
        firstName: 'Mitglied',
        lastName: String(i + j + 1),
        memberships: [{ membershipTypeId, fromDate: '2026-01-01', tillDate: null }],
      }),
    ),
  );
}
const t0 = performance.now();
while ((await attendeesKnown()) < N) await new Promise((resolve) => setTimeout(resolve, 500));
const readModelSeconds = (performance.now() - t0) / 1000;

const next = new Date();
next.setUTCMonth(next.getUTCMonth() + 1, 1);
const periodStart = next.toISOString().slice(0, 10);
// Every tenth member also has a single cost (set up through the API, which is slow on a busy machine).
const withCost = ids.filter((_, i) => i % 10 === 0);
for (let i = 0; i < withCost.length; i += BATCH) {
  await Promise.all(
    withCost
      .slice(i, i + BATCH)
      .map((attendeeId) => api.post('/api/invoicePositions', { attendeeId, description: 'Getränk', centCost: 250, date: periodStart })),
  );
}

/** Starts the run and waits for its row to say it is over (the server invoices in the background). */
const timed = async () => {
  const t = performance.now();
  const { id } = await api.post<{ id: string }>('/api/invoices/Run', { periodType: 0, periodStart });
  for (;;) {
    const [run] = (
      await api.get<{ value: { status: string; invoiceCount: number; centSum: number }[] }>(
        `/odata/invoiceRuns?$filter=${encodeURIComponent(`id eq ${id}`)}`,
      )
    ).value;
    if (run && run.status !== 'running') return { ...run, seconds: (performance.now() - t) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
const first = await timed();
const again = await timed();
await close();

console.log(`\nInvoice run: bus ${infra.bus.kind}; ${N} members with a membership fee, ${withCost.length} with a single cost too`);
console.log(`Read model filled from ${N} AttendeeCreated events in ${readModelSeconds.toFixed(1)} s`);
console.table([
  {
    run: 'first',
    invoices: first.invoiceCount,
    euros: first.centSum / 100,
    seconds: first.seconds.toFixed(1),
    perSecond: (first.invoiceCount / first.seconds).toFixed(0),
  },
  { run: 'same month again', invoices: again.invoiceCount, euros: again.centSum / 100, seconds: again.seconds.toFixed(1), perSecond: '-' },
]);

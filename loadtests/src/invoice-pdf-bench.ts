// 100 invoice PDFs through the gateway (decision 0056): billing answers each invoice's data,
// documents prints it with the warm Chromium. Times the cold first PDF, 100 one after another,
// 100 with 8 in flight, and all 100 as one ExportCompleteInvoices PDF.
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 100);
const IN_FLIGHT = 8;
const { api, close } = await bootLoadSystem();
const ms = (t0: number) => performance.now() - t0;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

const attendees = (await api.get<{ value: { id: string }[] }>('/odata/Attendees?$top=20')).value;
if (!attendees.length) throw new Error('the demo studio has no attendees');
const invoiceIds: string[] = [];
for (let i = 0; i < N; i++) {
  const { invoiceId } = await api.post<{ invoiceId: string }>('/api/invoicePositions/AddByCosts', {
    AttendeeId: attendees[i % attendees.length]!.id,
    CustomCostEntries: [
      { Description: `Monatsbeitrag ${i + 1}`, CentCost: 3900 },
      { Description: 'Workshop Tango', CentCost: 2500 },
      { Description: 'Getränke', CentCost: 450 + i },
    ],
    SingleInvoice: true,
  });
  invoiceIds.push(invoiceId);
}

async function pdf(invoiceId: string): Promise<number> {
  const t0 = performance.now();
  const res = await api.raw('POST', '/api/invoices/ExportSingleInvoice?culture=de-DE', { invoiceId });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`PDF ${res.status}: ${body}`);
  return ms(t0);
}

const cold = await pdf(invoiceIds[0]!);
const t1 = performance.now();
const sequential: number[] = [];
for (const id of invoiceIds) sequential.push(await pdf(id));
const sequentialTotal = ms(t1);

const t2 = performance.now();
const parallel: number[] = [];
const queue = [...invoiceIds];
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) parallel.push(await pdf(id));
  }),
);
const parallelTotal = ms(t2);

const t3 = performance.now();
const all = await api.raw('POST', '/api/invoices/ExportCompleteInvoices?culture=de-DE', { exportPreviouslyExportedInvoices: true });
const allPdf = Buffer.from(await all.arrayBuffer());
if (all.status !== 200) throw new Error(`ExportCompleteInvoices ${all.status}: ${allPdf}`);
const allSeconds = ms(t3);
await close();

const f = (x: number) => `${x.toFixed(0)} ms`;
console.log(`\n${N} invoice PDFs through the gateway (documents: PDF_CONCURRENCY default)`);
console.table({
  'first PDF (Chromium cold start)': f(cold),
  [`${N} one after another: total`]: `${(sequentialTotal / 1000).toFixed(2)} s (${(N / (sequentialTotal / 1000)).toFixed(1)} PDF/s)`,
  'one after another: p50 / p95': `${f(pct(sequential, 50))} / ${f(pct(sequential, 95))}`,
  [`${N} with ${IN_FLIGHT} in flight: total`]: `${(parallelTotal / 1000).toFixed(2)} s (${(N / (parallelTotal / 1000)).toFixed(1)} PDF/s)`,
  [`${IN_FLIGHT} in flight: p50 / p95`]: `${f(pct(parallel, 50))} / ${f(pct(parallel, 95))}`,
  [`ExportCompleteInvoices, one PDF (${(allPdf.length / 1024).toFixed(0)} KiB)`]: f(allSeconds),
});

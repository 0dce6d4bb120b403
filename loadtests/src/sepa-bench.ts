// The SEPA direct debit for a studio of N members (default 5,000): every member has a mandate and
// an open invoice of the month, all announced through the bus as membership and booking would.
// Times billing taking them in, the preview, CreateSEPAFile, and xmllint validating the file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { emitEvent, referencePath } from '@takt/kit/testing';
import { BookingEvents, MembershipEvents } from '@takt/proto';
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 5000);
const { infra, api, me, close } = await bootLoadSystem();
const companyId = me.company.id;
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(2);
const count = async (path: string) => (await api.get<{ '@odata.count': number }>(`${path}?$count=true&$top=0`))['@odata.count'];

const company = await api.get<{ name: string; email: string }>('/api/Company/Get');
await api.request('PUT', '/api/Company', {
  name: company.name,
  email: company.email,
  countryId: 'DE',
  iban: 'DE02120300000000202051',
  creditorIdentifier: 'DE98ZZZ09999999999',
});

const before = await count('/odata/invoices');
const month = new Date().toISOString().slice(0, 8);
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const attendeeId = randomUUID();
  const names = { firstName: `Mitglied${i}`, lastName: i % 3 ? 'Müller' : 'Straßer' };
  await emitEvent(infra, MembershipEvents.AttendeeCreated, companyId, {
    attendeeId,
    applicationUserId: null,
    userName: null,
    email: null,
    ...names,
    memberships: [],
  });
  await emitEvent(infra, MembershipEvents.MandateGiven, companyId, {
    attendeeId,
    iban: 'DE89 3704 0044 0532 0130 00',
    holder: `${names.firstName} ${names.lastName}`,
    mandateReference: null,
    signedDate: '2026-01-15',
  });
  await emitEvent(infra, BookingEvents.AttendanceConfirmed, companyId, {
    attendanceId: randomUUID(),
    attendeeId,
    applicationUserId: null,
    appointmentId: randomUUID(),
    courseId: randomUUID(),
    courseName: 'Monatsbeitrag',
    date: `${month}01`,
    timeFrom: '18:00',
    centCost: 1000 + (i % 40) * 125,
  });
}
const published = seconds(t0);
let invoices = before;
while (invoices < before + N) {
  await new Promise((r) => setTimeout(r, 2000));
  invoices = await count('/odata/invoices');
}
const ingested = seconds(t0);

const collectionDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const t1 = performance.now();
const preview = await api.post<{ numberOfTransactions: number; controlSumCents: number }>('/api/DirectDebit/Preview', { collectionDate });
const previewSeconds = seconds(t1);
const t2 = performance.now();
const res = await api.raw('POST', '/api/DirectDebit/CreateSEPAFile', { collectionDate });
const xml = await res.text();
const createSeconds = seconds(t2);
if (!res.ok) throw new Error(`CreateSEPAFile ${res.status}: ${xml}`);

const file = join(mkdtempSync(join(tmpdir(), 'sepa-bench-')), 'batch.xml');
writeFileSync(file, xml);
const t3 = performance.now();
execFileSync('xmllint', ['--noout', '--schema', referencePath('sepa', 'pain.008.001.02.xsd'), file], { stdio: 'pipe' });
const lintSeconds = seconds(t3);
await close();

console.log(`\nSEPA direct debit for ${N} members (bus ${infra.bus.kind})`);
console.table({
  'events published (3 per member)': `${published} s`,
  'billing took them in (invoices + mandates)': `${ingested} s`,
  [`Preview: ${preview.numberOfTransactions} debits, ${(preview.controlSumCents / 100).toFixed(2)} EUR`]: `${previewSeconds} s`,
  [`CreateSEPAFile: ${(statSync(file).size / 1024).toFixed(0)} KiB pain.008.001.02`]: `${createSeconds} s`,
  'xmllint --schema': `${lintSeconds} s (valid)`,
});

// Excel import of N attendees (default 5,000) through the gateway (decision 0055): boots the
// system in-process with demo data, then times ImportExcelFile for a file with 3 bad rows
// (documents reads every row and answers the 3; nothing is sent or written) and for the same
// file without them (membership creates all N attendees in one transaction and answers).
//
// Measured 2026-11-27 on the shared 2-core machine (other helpers running, in-process bus): the
// file with 3 bad rows answered exactly those rows in 8.7 s and wrote nothing; the good file's
// 5,000 attendees were created and answered in 56.5 s (88 rows/s; membership's own transaction
// about 9 s, the rest is every other service handling 5,000 AttendeeCreated events meanwhile).
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { EXCEL_COLUMNS } from '@takt/proto';
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 5000);
const label = randomUUID().slice(0, 6);
const { infra, api, close } = await bootLoadSystem();

const row = (i: number) => [
  i % 2 ? 'Frau' : 'Herr',
  `Vorname${i}`,
  `Last${label}`,
  `person${i}.${label}@example.org`,
  '030 1234',
  `Hauptstraße ${i}`,
  '10115',
  'Berlin',
  '01.02.1990',
  `B-${label}-${i}`,
  '01.01.2026',
];

async function book(bad: boolean): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Mitglieder');
  sheet.addRow(EXCEL_COLUMNS.attendees.map((c) => c.header.de));
  for (let i = 0; i < N; i++) {
    const r = row(i);
    if (bad && i === 99) r[2] = '';
    if (bad && i === N / 2) r[8] = '31.02.1990';
    if (bad && i === N - 1) r[3] = 'kein-at-zeichen';
    sheet.addRow(r);
  }
  return new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]);
}

type Result = { success: boolean; log: { row: number; reason: string }[]; rowCount: number };
async function timedImport(file: Blob) {
  const form = new FormData();
  form.append('ImportTemplate', 'attendees');
  form.append('Culture', 'de-DE');
  form.append('File', file, 'mitglieder.xlsx');
  const t = performance.now();
  const result = await api.post<Result>('/api/settingss/ImportExcelFile', form);
  return { ...result, seconds: (performance.now() - t) / 1000 };
}
const interested = async () =>
  (await api.get<{ '@odata.count': number }>(`/odata/Attendees/GetInterested?$count=true&$top=1&$filter=lastName eq 'Last${label}'`))[
    '@odata.count'
  ];

const badFile = await book(true);
const goodFile = await book(false);
const rejected = await timedImport(badFile);
const writtenAfterRejected = await interested();
const imported = await timedImport(goodFile);
const written = await interested();
await close();

console.log(`\nExcel import: bus ${infra.bus.kind}; ${N} attendee rows, ${(goodFile.size / 1024).toFixed(0)} KB file`);
console.table([
  {
    file: '3 bad rows',
    success: rejected.success,
    logged: rejected.log.map((l) => `${l.row}:${l.reason}`).join(' '),
    written: writtenAfterRejected,
    seconds: rejected.seconds.toFixed(1),
    rowsPerSecond: (N / rejected.seconds).toFixed(0),
  },
  {
    file: 'all good',
    success: imported.success,
    logged: '',
    written,
    seconds: imported.seconds.toFixed(1),
    rowsPerSecond: (N / imported.seconds).toFixed(0),
  },
]);

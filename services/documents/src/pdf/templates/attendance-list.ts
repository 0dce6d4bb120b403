import { AttendanceListPrint, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { day, timeSpan } from '../format.ts';
import { html, page, table } from '../html.ts';
import { labelsOf } from '../labels.ts';

/** An appointment's attendees with a column to sign: the trainer's list on paper and at the kiosk. */
export function attendanceListHtml(data: z.infer<typeof AttendanceListPrint>, lang: PrintLanguage): string {
  const l = labelsOf(lang);
  const status = (r: (typeof data.rows)[number]) =>
    r.status === 'waiting' && r.waitingListNumber !== null
      ? `${l.attendanceStatus.waiting} (${r.waitingListNumber})`
      : l.attendanceStatus[r.status];
  const rows = table(
    data.rows,
    [
      { label: '#', cell: (r) => data.rows.indexOf(r) + 1, num: true },
      { label: l.attendee, cell: (r) => r.attendeeFullName },
      { label: l.status, cell: status },
      { label: l.checkedIn, cell: (r) => (r.checkedIn ? '✓' : '') },
      { label: l.signature, cell: () => '' },
    ],
    l.noBookings,
  );
  const confirmed = data.rows.filter((r) => r.status === 'confirmed').length;
  const body = html`<h1>${l.attendanceList}: ${data.courseName}</h1>
    <p class="sub">${day(data.date, lang)}, ${timeSpan(data.timeFrom, data.timeTill)} · ${l.places}: ${confirmed}/${data.maxAttendees}</p>
    ${rows}`;
  return page(lang, `${l.attendanceList} ${data.courseName}`, body);
}

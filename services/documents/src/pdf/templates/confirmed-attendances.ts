import { ConfirmedAttendances, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { day, instant, money, timeSpan } from '../format.ts';
import { html, page, table } from '../html.ts';
import { labelsOf } from '../labels.ts';

/** A member's confirmed attendances in a period (Attendances ExportConfirmed with ExportPdf). */
export function confirmedAttendancesHtml(data: z.infer<typeof ConfirmedAttendances>, lang: PrintLanguage): string {
  const l = labelsOf(lang);
  const rows = table(
    data.rows,
    [
      { label: l.date, cell: (r) => day(r.date, lang) },
      { label: l.time, cell: (r) => timeSpan(r.timeFrom, r.timeTill) },
      { label: l.course, cell: (r) => r.courseName },
      { label: l.checkedIn, cell: (r) => instant(r.checkedInDate, lang) },
      { label: l.cost, cell: (r) => money(r.centCost, lang), num: true },
    ],
    l.noAttendances,
  );
  const body = html`<h1>${l.confirmedAttendances}</h1>
    <p class="sub">${l.attendee}: ${data.attendeeFullName} · ${l.period}: ${day(data.fromDate, lang)} – ${day(data.tillDate, lang)}</p>
    ${rows}`;
  return page(lang, `${l.confirmedAttendances} ${data.attendeeFullName}`, body);
}

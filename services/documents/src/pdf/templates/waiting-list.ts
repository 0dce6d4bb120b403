import { WaitingListPrint, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { instant } from '../format.ts';
import { html, page, table } from '../html.ts';
import { labelsOf } from '../labels.ts';

/** The waiting line of a course date-time's series places, in order. */
export function waitingListHtml(data: z.infer<typeof WaitingListPrint>, lang: PrintLanguage): string {
  const l = labelsOf(lang);
  const rows = table(
    data.rows,
    [
      { label: l.position, cell: (r) => r.position, num: true },
      { label: l.attendee, cell: (r) => r.attendeeFullName },
      { label: l.since, cell: (r) => instant(r.createdDate, lang) },
    ],
    l.noWaiting,
  );
  const title = data.courseName ? `${l.waitingList}: ${data.courseName}` : l.waitingList;
  return page(
    lang,
    title,
    html`<h1>${title}</h1>
      ${rows}`,
  );
}

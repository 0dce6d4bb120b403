import { SeriesBookingPrint, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { day, instant, timeSpan } from '../format.ts';
import { html, page, table } from '../html.ts';
import { labelsOf } from '../labels.ts';

/** One series booking (AttendeeCourse) with the appointments it booked: the member's confirmation. */
export function seriesBookingHtml(data: z.infer<typeof SeriesBookingPrint>, lang: PrintLanguage): string {
  const l = labelsOf(lang);
  const rows = table(
    data.appointments,
    [
      { label: l.date, cell: (a) => day(a.date, lang) },
      { label: l.time, cell: (a) => timeSpan(a.timeFrom, a.timeTill) },
      { label: l.status, cell: (a) => (a.waiting ? l.attendanceStatus.waiting : l.attendanceStatus.confirmed) },
    ],
    l.noAppointments,
  );
  const body = html`<h1>${l.seriesBooking}${data.courseName ? html`: ${data.courseName}` : ''}</h1>
    <p class="sub">${l.attendee}: ${data.attendeeFullName} · ${l.bookedOn}: ${instant(data.createdDate, lang)}</p>
    ${data.cancelledDate ? html`<p><strong>${l.seriesCancelled} ${instant(data.cancelledDate, lang)}</strong></p>` : ''}
    <h2>${l.appointments}</h2>
    ${rows}`;
  return page(lang, `${l.seriesBooking} ${data.attendeeFullName}`, body);
}

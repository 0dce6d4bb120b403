import { fromDbDate, notFound, type Db } from '@takt/kit';
import { AttendanceStatus, type SeriesBookingPrint } from '@takt/proto';
import type { z } from 'zod';
import type { Client } from '../store/client.ts';
import { courseNameOfDateTime, namesOf, seriesBookingsOf } from '../store/print-lists.ts';
import { findSeries } from '../store/series.ts';

/** One series booking to print: who, which course, and the appointments it holds for them. */
export function printSeriesBooking(db: Db<Client>, id: string): Promise<z.input<typeof SeriesBookingPrint>> {
  return db.tx(async (tx) => {
    const series = await findSeries(tx, id);
    if (!series) throw notFound('Series booking');
    const names = await namesOf(tx, [series.attendeeId]);
    const booked = await seriesBookingsOf(tx, series.attendeeId, series.dateTimeId);
    return {
      id,
      attendeeFullName: names.get(series.attendeeId) ?? '',
      courseName: await courseNameOfDateTime(tx, series.dateTimeId),
      createdDate: series.createdDate.toISOString(),
      cancelledDate: series.cancelledDate?.toISOString() ?? null,
      appointments: booked.map(({ appointment: a, attendance }) => ({
        date: fromDbDate(a.date),
        timeFrom: a.timeFrom,
        timeTill: a.timeTill,
        waiting: attendance.status === AttendanceStatus.OnWaitingList,
      })),
    };
  });
}

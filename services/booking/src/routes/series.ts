import { dtoOf, type Bus, type Router } from '@takt/kit';
import { AttendeeCourse, bookingContracts as c } from '@takt/proto';
import { appointmentsOf, noticeSeats } from '../events/seats-notice.ts';
import { bookSeries, type SeriesBooked } from '../operations/book-series.ts';
import { cancelSeries } from '../operations/cancel-series.ts';
import { getSeries } from '../operations/get-series.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { AttendeeCourse as SeriesRow } from '../store/generated/client.ts';
import { withSeriesNames } from '../store/series.ts';
import { outcomeDto, toDto } from './attendance-dto.ts';

const seriesDto = dtoOf(AttendeeCourse);
const bookedDto = (s: SeriesBooked) => ({ series: seriesDto(s.series), booked: s.booked.map(toDto) });

export function seriesRoutes(r: Router<Client>, settings: BookingSettings, bus: Bus): void {
  r.handle(c.bookSeries, async ({ body, db, user }) => {
    const [one] = await bookSeries(db, settings, [body], body.clientLocalDateTime, user.userId);
    await noticeSeats(bus, user.companyId, appointmentsOf(one!.booked));
    return bookedDto(one!);
  });
  r.handle(c.bookSeriesMultiple, async ({ body, db, user }) => {
    const all = await bookSeries(db, settings, body.attendeeCourses, body.clientLocalDateTime, user.userId);
    await noticeSeats(bus, user.companyId, appointmentsOf(...all.map((s) => s.booked)));
    return all.map(bookedDto);
  });
  r.handle(c.getSeries, async ({ params, db }) => seriesDto(await getSeries(db, params.id)));
  r.handle(c.cancelSeries, async ({ params, db, user }) => {
    const out = await cancelSeries(db, settings, user, params.id);
    await noticeSeats(bus, user.companyId, appointmentsOf(out.cancelled, out.promoted));
    return { series: seriesDto(out.series), ...outcomeDto(out) };
  });
  r.list(c.listSeries, { model: (tx) => tx.attendeeCourse, enrich: (tx, rows: SeriesRow[]) => withSeriesNames(tx, rows), map: seriesDto });
}

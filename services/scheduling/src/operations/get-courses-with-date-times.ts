import { fromDbDate, localDate, toDbDate, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { coursesWithDateTimes } from '../store/courses.ts';

/** Courses with their running and future course times, e.g. to book a series from. */
export function getCoursesWithDateTimes(db: Db<Client>, bookableAsSeries: boolean | undefined) {
  return db.tx(async (tx) =>
    (await coursesWithDateTimes(tx, toDbDate(localDate()), bookableAsSeries)).map((c) => ({
      ...c,
      dateTimes: c.dateTimes.map((d) => ({ ...d, dateFrom: fromDbDate(d.dateFrom), dateTill: fromDbDate(d.dateTill) })),
    })),
  );
}

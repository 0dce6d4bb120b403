import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findDateTime } from '../store/courses.ts';
import { copyOntoFutureAppointments, todayOr } from './trainer-assignment-steps.ts';

/** Spec AddByDateTimeId: the date-time's trainers replace those of its appointments from today on. */
export function addAppointmentTrainersByDateTime(db: Db<Client>, dateTimeId: string, clientLocalDate?: string) {
  return db.tx(async (tx) => {
    if (!(await findDateTime(tx, dateTimeId))) throw notFound('Date-time');
    return { appointments: await copyOntoFutureAppointments(tx, dateTimeId, todayOr(clientLocalDate)) };
  });
}

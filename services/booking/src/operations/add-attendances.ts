import { fail, isUniqueViolation, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';
import { bookInTx, type BookingInput } from './book-attendance.ts';

/**
 * Staff book several at once (spec: Attendances AddMultiple): each as a single booking would be,
 * in the order given (the first named get the places), in one transaction, so one refusal —
 * also a pair named twice — books none.
 */
export async function addAttendances(
  db: Db<Client>,
  settings: BookingSettings,
  items: BookingInput[],
  user: UserCaller,
): Promise<Attendance[]> {
  try {
    return await db.tx(async (tx) => {
      const booked: Attendance[] = [];
      for (const item of items) booked.push(await bookInTx(tx, settings, item, user.userId));
      return booked;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'attendance_active_unique')) {
      throw fail(ErrorCode.AlreadyBooked, 'The attendee is already booked on this appointment');
    }
    throw err;
  }
}

import { fail, isUniqueViolation, notFound, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type BodyOf, type bookingContracts, type UserCaller } from '@takt/proto';
import { joinPlace } from '../domain/waiting-line.ts';
import { findAttendee } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import { liveSeriesOf } from '../store/series.ts';
import { dateTimeKnown, findInLine, insertWaitingPosition, lineLength, lockLine, shiftLine } from '../store/waiting-positions.ts';

type Input = BodyOf<typeof bookingContracts.addWaitingPosition>;

const inLine = () => fail(ErrorCode.Conflict, 'The attendee is in this waiting line already');

/**
 * Puts attendees into the waiting lines of date-times' series places, in the order given, in one
 * transaction: all or none. An attendee with a running series of the date-time needs no place.
 */
export async function addWaitingPositions(db: Db<Client>, user: UserCaller, items: readonly Input[]) {
  try {
    return await db.tx(async (tx) => {
      const added = [];
      for (const item of items) added.push(await joinLine(tx, user, item));
      return added;
    });
  } catch (err) {
    // Two calls for the same attendee at once: the unique index decides.
    if (isUniqueViolation(err, 'attendee_course_waiting_position_unique')) throw inLine();
    throw err;
  }
}

async function joinLine(tx: TxClient<Client>, user: UserCaller, item: Input) {
  if (!(await dateTimeKnown(tx, item.dateTimeId))) throw notFound('Date-time');
  if (!(await findAttendee(tx, item.attendeeId))) throw notFound('Attendee');
  await lockLine(tx, item.dateTimeId);
  if (await findInLine(tx, item.dateTimeId, item.attendeeId)) throw inLine();
  if ((await liveSeriesOf(tx, item.dateTimeId)).some((s) => s.attendeeId === item.attendeeId))
    throw fail(ErrorCode.AlreadyBooked, 'The attendee has a running series booking of this course time');
  const position = joinPlace(await lineLength(tx, item.dateTimeId), item.position);
  await shiftLine(tx, item.dateTimeId, position, null, 1);
  return insertWaitingPosition(tx, { attendeeId: item.attendeeId, dateTimeId: item.dateTimeId, position, createdByUserId: user.userId });
}

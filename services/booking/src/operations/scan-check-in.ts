import { fail, localDate, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { readMemberCode } from '../domain/member-code.ts';
import type { BookingSettings } from '../settings.ts';
import { findAttendee } from '../store/attendances.ts';
import { codeVersionOf } from '../store/check-in.ts';
import type { Client } from '../store/client.ts';
import { checkInAnswer, checkInToday } from './check-in-steps.ts';
import { enterVisit, onceMoreOnOpenVisitRace } from './enter-presence.ts';
import { assertLocationKnown } from './presence-steps.ts';

const invalid = (why: string) => fail(ErrorCode.TokenInvalid, `The code is not valid: ${why}`);

/**
 * The door: a scanned code checks its member in. Forged, another company's, revoked (an older
 * version) and unknown codes all answer token_invalid and change nothing. Today's confirmed
 * attendances (in the studio's zone) are checked in once, and the member enters the location, in
 * one transaction.
 */
export async function scanCheckIn(db: Db<Client>, settings: BookingSettings, user: UserCaller, body: { code: string; locationId: string }) {
  const code = readMemberCode(settings.BOOKING_CANCEL_LINK_SECRET, body.code);
  if (!code || code.companyId !== user.companyId) throw invalid('not a member code of this studio');
  await assertLocationKnown(db, body.locationId);
  const today = localDate(new Date(), settings.BOOKING_TIME_ZONE);
  return onceMoreOnOpenVisitRace(() =>
    db.tx(async (tx) => {
      const attendee = await findAttendee(tx, code.attendeeId);
      if (!attendee) throw invalid('unknown member');
      if ((await codeVersionOf(tx, attendee.id)) !== code.version) throw invalid('revoked');
      const ids = await checkInToday(tx, attendee.id, today);
      const presence = await enterVisit(tx, user, { attendeeId: attendee.id, locationId: body.locationId, attendanceIds: ids });
      return { ...(await checkInAnswer(tx, attendee, ids, today)), presence };
    }),
  );
}

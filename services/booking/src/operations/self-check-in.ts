import { fail, fromDbDate, localDate, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { readPlaceCode } from '../domain/place-code.ts';
import { refusalOf } from '../domain/self-check-in-rule.ts';
import type { BookingSettings } from '../settings.ts';
import { recordSelfCheckIn, type CheckInScope } from '../store/check-in.ts';
import type { Client } from '../store/client.ts';
import { findCourseView } from '../store/course-view.ts';
import type { QrCode } from '../store/generated/client.ts';
import { findMemberByLogin } from '../store/presences.ts';
import { findQrCode } from '../store/qr-codes.ts';
import { checkInAnswer, checkInToday } from './check-in-steps.ts';
import { enterVisit, onceMoreOnOpenVisitRace } from './enter-presence.ts';

export interface SelfCheckInBody {
  code: string;
  lat?: number | null;
  lng?: number | null;
  securityPhrase?: string | null;
}

const invalid = (why: string) => fail(ErrorCode.TokenInvalid, `The code is not valid: ${why}`);

/** Where a code checks in: a location code at its location; a course code at the course's location, if booking knows one. */
async function placeOf(tx: TxClient<Client>, qr: QrCode): Promise<{ locationId: string | null; scope: CheckInScope }> {
  if (qr.locationId) return { locationId: qr.locationId, scope: { locationId: qr.locationId } };
  const course = await findCourseView(tx, qr.courseId!);
  return { locationId: course?.locationId ?? null, scope: { courseId: qr.courseId! } };
}

/**
 * A member scans a location or course code (or opens its link) and checks themselves in: the code
 * must be this company's, signed, active, valid today, and, as the code asks, the phone near its
 * place and the phrase right; each refusal has its own code and writes nothing. Then the same
 * steps as the door: today's confirmed attendances there are checked in once and the member
 * enters the location, in one transaction. A staff user checks in as themselves (no bookings).
 */
export async function selfCheckIn(db: Db<Client>, settings: BookingSettings, user: UserCaller, body: SelfCheckInBody) {
  const code = readPlaceCode(settings.BOOKING_CANCEL_LINK_SECRET, body.code);
  if (!code || code.companyId !== user.companyId) throw invalid('not a QR code of this studio');
  const today = localDate(new Date(), settings.BOOKING_TIME_ZONE);
  const position = body.lat != null && body.lng != null ? { lat: body.lat, lng: body.lng } : null;
  return onceMoreOnOpenVisitRace(() =>
    db.tx(async (tx) => {
      const qr = await findQrCode(tx, code.qrCodeId);
      if (!qr) throw invalid('deleted');
      const refusal = refusalOf(
        { ...qr, validFrom: qr.validFrom && fromDbDate(qr.validFrom), validTill: qr.validTill && fromDbDate(qr.validTill) },
        { today, position, securityPhrase: body.securityPhrase ?? null, radiusMeters: settings.BOOKING_SELF_CHECK_IN_RADIUS_METERS },
      );
      if (refusal) throw fail(refusal);
      const place = await placeOf(tx, qr);
      const member = await findMemberByLogin(tx, user.userId);
      const ids = member ? await checkInToday(tx, member.id, today, place.scope) : [];
      let presence = null;
      if (place.locationId) {
        const who = member ? { attendeeId: member.id } : { applicationUserId: user.userId };
        const visit = await enterVisit(tx, user, { ...who, locationId: place.locationId, attendanceIds: ids });
        const kept = qr.saveGpsByCheck && position ? position : { lat: null, lng: null };
        await recordSelfCheckIn(tx, visit.id, { qrCodeId: qr.id, ...kept });
        presence = visit;
      }
      const about = member
        ? await checkInAnswer(tx, member, ids, today)
        : { attendeeId: null, fullName: null, membershipValid: true, checkedIn: [], notes: [], warnInvalidMembership: false };
      return { ...about, presence, qrCodeName: qr.name };
    }),
  );
}

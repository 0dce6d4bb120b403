import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { memberCode } from '../domain/member-code.ts';
import type { BookingSettings } from '../settings.ts';
import { findAttendee } from '../store/attendances.ts';
import { bumpCodeVersion, codeVersionOf } from '../store/check-in.ts';
import type { Client } from '../store/client.ts';
import { findMemberByLogin } from '../store/presences.ts';

type Code = { attendeeId: string; code: string };

const codeOf = (settings: BookingSettings, companyId: string, attendeeId: string, version: number): Code => ({
  attendeeId,
  code: memberCode(settings.BOOKING_CANCEL_LINK_SECRET, { companyId, attendeeId, version }),
});

export function getMemberCode(db: Db<Client>, settings: BookingSettings, user: UserCaller, attendeeId: string): Promise<Code> {
  return db.tx(async (tx) => {
    if (!(await findAttendee(tx, attendeeId))) throw notFound('Attendee');
    return codeOf(settings, user.companyId, attendeeId, await codeVersionOf(tx, attendeeId));
  });
}

/** The member's own code, found by their login; a login that is no member (yet) has none. */
export function getMyMemberCode(
  db: Db<Client>,
  settings: BookingSettings,
  user: UserCaller,
): Promise<Code | { attendeeId: null; code: null }> {
  return db.tx(async (tx) => {
    const member = await findMemberByLogin(tx, user.userId);
    if (!member) return { attendeeId: null, code: null };
    return codeOf(settings, user.companyId, member.id, await codeVersionOf(tx, member.id));
  });
}

export function revokeMemberCode(db: Db<Client>, settings: BookingSettings, user: UserCaller, attendeeId: string): Promise<Code> {
  return db.tx(async (tx) => {
    if (!(await findAttendee(tx, attendeeId))) throw notFound('Attendee');
    return codeOf(settings, user.companyId, attendeeId, await bumpCodeVersion(tx, attendeeId));
  });
}

import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { memberCode } from '../domain/member-code.ts';
import type { BookingSettings } from '../settings.ts';
import { attendeesByIds, findAttendee } from '../store/attendances.ts';
import { fullNameOf } from '../store/attendee-names.ts';
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

type SheetRequest = { urlPrefix: string; applicationUserIds: string[]; attendeeIds: string[] };

/**
 * The personal codes for a printed sheet (DownloadForUsers): each named member once, by attendee
 * id or login, with the link `urlPrefix + code`. The sheet itself comes from documents later. A
 * member the company does not have is a 404, as for one code.
 */
export function memberCodesForSheet(db: Db<Client>, settings: BookingSettings, user: UserCaller, body: SheetRequest) {
  return db.tx(async (tx) => {
    const members = await attendeesByIds(tx, body.attendeeIds);
    if (members.size !== new Set(body.attendeeIds).size) throw notFound('Attendee');
    for (const login of body.applicationUserIds) {
      const member = await findMemberByLogin(tx, login);
      if (!member) throw notFound('Attendee');
      members.set(member.id, member);
    }
    const entries = [];
    for (const member of members.values()) {
      const { code } = codeOf(settings, user.companyId, member.id, await codeVersionOf(tx, member.id));
      entries.push({
        attendeeId: member.id,
        applicationUserId: member.applicationUserId,
        fullName: fullNameOf(member),
        code,
        url: `${body.urlPrefix}${encodeURIComponent(code)}`,
      });
    }
    return entries.sort((a, b) => a.fullName.localeCompare(b.fullName, 'de'));
  });
}

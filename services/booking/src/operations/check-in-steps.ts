import type { TxClient } from '@takt/kit';
import { hasValidMembership, membershipsOf } from '../domain/membership-validity.ts';
import { fullNameOf } from '../store/attendee-names.ts';
import { attendancesByIds, confirmedOnDay, markCheckedIn, type CheckInScope } from '../store/check-in.ts';
import type { Client } from '../store/client.ts';
import { companySettingsOf } from '../store/company-settings-view.ts';
import type { AttendeeView } from '../store/generated/client.ts';

type Tx = TxClient<Client>;

/** Checks in the member's confirmed attendances of today (within `scope`) once: a second check-in keeps the first time. */
export async function checkInToday(tx: Tx, attendeeId: string, today: string, scope?: CheckInScope): Promise<string[]> {
  const ids = (await confirmedOnDay(tx, attendeeId, today, scope)).map((a) => a.id);
  await markCheckedIn(tx, ids);
  return ids;
}

/**
 * What a check-in answers about the member: whether a membership covers today, and what to show
 * as the company's settings say (identity's switches: the bookings' notes, the membership warning).
 */
export async function checkInAnswer(tx: Tx, attendee: AttendeeView, attendanceIds: string[], today: string) {
  const checkedIn = await attendancesByIds(tx, attendanceIds);
  const company = await companySettingsOf(tx);
  const membershipValid = hasValidMembership(membershipsOf(attendee.memberships), today);
  const notes = checkedIn.flatMap((a) => (a.note?.trim() ? [a.note.trim()] : []));
  return {
    attendeeId: attendee.id,
    fullName: fullNameOf(attendee),
    membershipValid,
    checkedIn,
    notes: company.showCheckinNotePopup ? notes : [],
    warnInvalidMembership: company.showCheckinInvalidMembershipPopup && !membershipValid,
  };
}

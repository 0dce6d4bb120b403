import { fullName, isInterested } from '../domain/attendee.ts';
import { hasActiveMembership } from '../domain/membership.ts';
import { fromDbDate } from '@takt/kit';
import type { AttendeeRow } from '../store/attendees.ts';

export function toAttendeeDto(a: AttendeeRow, today: string) {
  const membershipTypes = a.memberships.map((m) => ({
    membershipTypeId: m.membershipTypeId,
    membershipTypeName: m.membershipType.name,
    fromDate: fromDbDate(m.fromDate),
    tillDate: m.tillDate ? fromDbDate(m.tillDate) : undefined,
  }));
  return {
    id: a.id,
    companyId: a.companyId,
    applicationUserId: a.applicationUserId,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: fullName(a.firstName, a.lastName),
    email: a.email,
    memberNumber: a.memberNumber,
    phone: a.phone,
    salutation: a.salutation,
    birthday: a.birthday ? fromDbDate(a.birthday) : null,
    userName: a.userName,
    mainLocationId: a.mainLocationId,
    isInterested: isInterested(a.applicationUserId),
    active: a.active,
    hasActiveMembership: hasActiveMembership(membershipTypes, today),
    membershipTypes,
    createdDate: a.createdDate.toISOString(),
  };
}

import { fromDbDate, localDate } from '@takt/kit';
import type { Attendee } from '@takt/proto';
import { ageAt, fullName, isInactive, isInterested } from '../domain/attendee.ts';
import { hasActiveMembership, isMembershipActive } from '../domain/membership.ts';
import type { AttendeeView, MembershipRow } from '../store/attendees.ts';

const day = (d: Date | null) => (d ? fromDbDate(d) : null);

export function toMembershipDto(m: MembershipRow, today: string = localDate()) {
  const held = { fromDate: fromDbDate(m.fromDate), tillDate: m.tillDate ? fromDbDate(m.tillDate) : undefined };
  return {
    id: m.id,
    membershipTypeId: m.membershipTypeId,
    membershipTypeName: m.membershipType.name,
    ...held,
    active: isMembershipActive(held, today),
  };
}

export function toAttendeeDto(a: AttendeeView, today: string = localDate()): Attendee {
  const membershipTypes = a.memberships.map((m) => toMembershipDto(m, today));
  const fromDate = day(a.fromDate);
  const tillDate = day(a.tillDate);
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
    title: a.title,
    text: a.text,
    zip: a.zip,
    street: a.street,
    city: a.city,
    birthday: day(a.birthday),
    age: a.birthday ? ageAt(fromDbDate(a.birthday), today) : null,
    userName: a.userName,
    mainLocationId: a.mainLocationId,
    mainLocationName: a.mainLocationName,
    additionalLocationNames: a.additionalLocationNames,
    departmentIds: a.departmentIds,
    fromDate,
    tillDate,
    memberStatusId: a.memberStatusId,
    unlocked: a.unlocked,
    agreedWithReceivingEmails: a.agreedWithReceivingEmails,
    attendeeRoleIds: a.attendeeRoleIds,
    isInterested: isInterested(a.applicationUserId),
    active: a.active,
    inactive: isInactive({ applicationUserId: a.applicationUserId, active: a.active, fromDate, tillDate }, today),
    hasActiveMembership: hasActiveMembership(membershipTypes, today),
    membershipTypes,
    createdDate: a.createdDate.toISOString(),
  };
}

import type { Attendee, AttendeeInput } from '@takt/proto/http/membership/attendees';
import type { z } from 'zod';

export type AttendeeValues = z.input<typeof AttendeeInput>;

export const emptyAttendee = (memberNumber = ''): AttendeeValues => ({
  firstName: '',
  lastName: '',
  salutation: '',
  title: '',
  email: '',
  phone: '',
  birthday: null,
  userName: '',
  memberNumber,
  mainLocationId: '',
  street: '',
  zip: '',
  city: '',
  active: true,
  fromDate: null,
  tillDate: null,
  text: '',
  membershipTypes: [],
});

/** The edit form's values of an attendee: what the PUT carries (the login is not changed here). */
export function attendeeValuesOf(a: Attendee): AttendeeValues {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    salutation: a.salutation ?? '',
    title: a.title ?? '',
    email: a.email ?? '',
    phone: a.phone ?? '',
    birthday: a.birthday,
    userName: a.userName ?? '',
    memberNumber: a.memberNumber ?? '',
    mainLocationId: a.mainLocationId ?? '',
    street: a.street ?? '',
    zip: a.zip ?? '',
    city: a.city ?? '',
    active: a.active,
    fromDate: a.fromDate,
    tillDate: a.tillDate,
    text: a.text ?? '',
    memberStatusId: a.memberStatusId,
    unlocked: a.unlocked,
    agreedWithReceivingEmails: a.agreedWithReceivingEmails,
    attendeeRoleIds: a.attendeeRoleIds,
    membershipTypes: [],
  };
}

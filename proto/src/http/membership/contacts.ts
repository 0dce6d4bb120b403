import { z } from 'zod';
import { ContactType } from '../../enums.ts';
import { Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { Phone } from '../identity/organisation.fields.ts';
import { blankAsNull } from '../scheduling/recurrence.ts';

// Spec sections 3 and 7: an attendee's contact persons (families) and the locations it belongs to.

/** The contact types' numbers (proto's ContactType), for pickers. */
export const CONTACT_TYPES = Object.values(ContactType) as number[];
/** Spec: a new contact defaults to legal guardian. */
export const NEW_CONTACT_TYPE = ContactType.LegalGuardian;

export const ContactInput = z.object({
  /** Another attendee of the company the contact is (a parent who is a member too). */
  contactAttendeeId: blankAsNull(Uuid),
  contactType: z
    .number()
    .int()
    .refine((n) => CONTACT_TYPES.includes(n), 'unknown contact type')
    .default(NEW_CONTACT_TYPE),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: blankAsNull(z.email()),
  phone: blankAsNull(Phone),
  memberNumber: blankAsNull(z.string().max(40)),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const AddContactsBody = z.object({ attendeeId: Uuid, contacts: z.array(ContactInput).max(20) });

export const Contact = z.object({
  id: Uuid,
  companyId: Uuid,
  attendeeId: Uuid,
  contactAttendeeId: Uuid.nullable(),
  contactType: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memberNumber: z.string().nullable(),
});

export const AddLocationAttendeesBody = z.object({ attendeeId: Uuid, locationIds: z.array(Uuid).max(250) });

export const LocationAttendee = z.object({
  id: Uuid,
  companyId: Uuid,
  locationId: Uuid,
  attendeeId: Uuid,
  locationName: z.string().nullable(),
});

const AttendeeIdParams = z.object({ attendeeId: Uuid });
const attendees = screenRoles('/attendees');

export const membershipContactContracts = {
  getContacts: route({
    method: 'GET',
    path: '/api/Contact/GetByAttendeeId/:attendeeId',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: "An attendee's contact persons",
    params: AttendeeIdParams,
    response: z.array(Contact),
  }),
  addContacts: route({
    method: 'POST',
    path: '/api/Contact/AddMultiple',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: "Set an attendee's contact persons (replaces them)",
    body: AddContactsBody,
    response: z.array(Contact),
  }),
  getLocationAttendees: route({
    method: 'GET',
    path: '/api/LocationAttendees/GetByAttendeeId/:attendeeId',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'The locations an attendee belongs to besides its main location',
    params: AttendeeIdParams,
    response: z.array(LocationAttendee),
  }),
  addLocationAttendees: route({
    method: 'POST',
    path: '/api/LocationAttendees/AddMultiple',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: "Set an attendee's additional locations (replaces them; each must be the company's)",
    body: AddLocationAttendeesBody,
    response: z.array(LocationAttendee),
  }),
} as const;

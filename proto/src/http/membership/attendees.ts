import { z } from 'zod';
import { Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { Phone } from '../identity/organisation.fields.ts';
import { UserName } from '../identity/session.ts';
import { blankAsNull } from '../scheduling/recurrence.ts';
import type { ODataResource } from '../../odata.ts';

export const AttendeeMembershipInput = z.object({
  membershipTypeId: Uuid,
  fromDate: LocalDate,
  tillDate: blankAsNull(LocalDate),
});

/** What staff type about a person, member or interested; an empty field (a form's '') is none. */
export const PersonFields = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: blankAsNull(z.email()),
  phone: blankAsNull(Phone),
  salutation: blankAsNull(z.enum(['mr', 'ms'])),
  title: blankAsNull(z.string().max(40)),
  birthday: blankAsNull(LocalDate),
  text: blankAsNull(z.string().max(4000)),
  zip: blankAsNull(z.string().max(20)),
  street: blankAsNull(z.string().max(200)),
  city: blankAsNull(z.string().max(100)),
});

const endNotBeforeStart = (b: { fromDate?: string | null; tillDate?: string | null }) =>
  !b.fromDate || !b.tillDate || b.tillDate >= b.fromDate;
const endRule = { path: ['tillDate'], message: 'must not be before fromDate' };

const MemberFields = PersonFields.extend({
  memberNumber: blankAsNull(z.string().max(40)),
  mainLocationId: blankAsNull(Uuid),
  active: z.boolean().default(true),
  fromDate: blankAsNull(LocalDate),
  tillDate: blankAsNull(LocalDate),
  memberStatusId: blankAsNull(Uuid),
  unlocked: z.boolean().default(false),
  agreedWithReceivingEmails: z.boolean().default(true),
  /** Attendee roles (catalogue entries): a plain id list until the catalogue links them. */
  attendeeRoleIds: z.array(Uuid).max(50).default([]),
});

export const AttendeeInput = MemberFields.extend({
  /** A login for the attendee; none makes an interested person. */
  userName: blankAsNull(UserName),
  membershipTypes: z.array(AttendeeMembershipInput).max(20).default([]),
}).refine(endNotBeforeStart, endRule);
export type AttendeeInput = z.infer<typeof AttendeeInput>;

/** PUT: the login (user name) stays as it is; memberships are replaced only when given. */
export const AttendeeUpdateInput = MemberFields.extend({
  membershipTypes: z.array(AttendeeMembershipInput).max(20).optional(),
  sendMembershipTerminatedMessages: z.boolean().default(false),
}).refine(endNotBeforeStart, endRule);
export type AttendeeUpdateInput = z.infer<typeof AttendeeUpdateInput>;

export const MembershipOfAttendee = z.object({
  id: Uuid,
  membershipTypeId: Uuid,
  fromDate: LocalDate,
  tillDate: LocalDate.optional(),
  membershipTypeName: z.string(),
  /** Valid today (both ends inclusive). */
  active: z.boolean(),
});

export const Attendee = z.object({
  id: Uuid,
  companyId: Uuid,
  applicationUserId: Uuid.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  memberNumber: z.string().nullable(),
  phone: z.string().nullable(),
  salutation: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  zip: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  birthday: LocalDate.nullable(),
  /** Completed years today (membership types' age limits and the statistics' age ranges use it). */
  age: z.number().int().nullable(),
  userName: z.string().nullable(),
  mainLocationId: Uuid.nullable(),
  mainLocationName: z.string().nullable(),
  additionalLocationNames: z.array(z.string()),
  /** Departments by identity's refs (names come from identity's department list). */
  departmentIds: z.array(Uuid),
  fromDate: LocalDate.nullable(),
  tillDate: LocalDate.nullable(),
  memberStatusId: Uuid.nullable(),
  unlocked: z.boolean(),
  agreedWithReceivingEmails: z.boolean(),
  attendeeRoleIds: z.array(Uuid),
  /** Spec: an interested person has no application user. */
  isInterested: z.boolean(),
  active: z.boolean(),
  /** Not active, till date passed or from date ahead; never for an interested person. */
  inactive: z.boolean(),
  hasActiveMembership: z.boolean(),
  membershipTypes: z.array(MembershipOfAttendee),
  createdDate: z.string(),
});
export type Attendee = z.infer<typeof Attendee>;

// Spec section 9: (isOnline desc,) active desc, lastName, firstName; presence is not kept here.
export const attendeeOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    userName: { type: 'string' },
    memberNumber: { type: 'string' },
    mainLocationId: { type: 'uuid' },
    city: { type: 'string' },
    birthday: { type: 'date' },
    fromDate: { type: 'date' },
    tillDate: { type: 'date' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
  defaultTop: 10,
};

const attendees = screenRoles('/attendees');

export const membershipAttendeeContracts = {
  createAttendee: route({
    method: 'POST',
    path: '/api/Attendees',
    service: 'membership',
    access: attendees,
    permission: 'attendeesCreateDelete',
    summary: 'Create an attendee; a user name gives the attendee an application user',
    body: AttendeeInput,
    response: Created,
  }),
  getAttendee: route({
    method: 'GET',
    path: '/api/Attendees/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'One attendee (not deleted)',
    params: IdParams,
    response: Attendee,
  }),
  getAttendeeByAttendeeId: route({
    method: 'GET',
    path: '/api/Attendees/GetSingleByAttendeeId/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'One attendee by its id (not deleted)',
    params: IdParams,
    response: Attendee,
  }),
  getAttendeeByApplicationUserId: route({
    method: 'GET',
    path: '/api/Attendees/GetSingleByApplicationUserId/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'The attendee whose login is this application user (not deleted)',
    params: IdParams,
    response: Attendee,
  }),
  updateAttendee: route({
    method: 'PUT',
    path: '/api/Attendees/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: 'Update an attendee (member number unique: 409); memberships are replaced when given',
    params: IdParams,
    body: AttendeeUpdateInput,
    response: Attendee,
  }),
  deleteAttendee: route({
    method: 'DELETE',
    path: '/api/Attendees/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesCreateDelete',
    summary: 'Soft-delete an attendee: it keeps its rows with a deleted date and leaves every list',
    params: IdParams,
  }),
  listAttendees: route({
    method: 'GET',
    path: '/odata/Attendees',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Attendees and interested persons (not deleted) as an OData list',
    odata: attendeeOData,
    response: odataList(Attendee),
  }),
} as const;

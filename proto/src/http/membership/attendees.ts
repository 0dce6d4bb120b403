import { z } from 'zod';
import { Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { UserName } from '../identity/session.ts';
import type { ODataResource } from '../../odata.ts';

export const AttendeeMembershipInput = z.object({
  membershipTypeId: Uuid,
  fromDate: LocalDate,
  tillDate: LocalDate.optional(),
});

export const AttendeeInput = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().optional(),
  phone: z
    .string()
    .regex(/^[\d()+\-/ ]*$/, 'digits, parentheses, plus, minus and slash only')
    .max(40)
    .optional(),
  salutation: z.enum(['mr', 'ms']).optional(),
  birthday: LocalDate.optional(),
  userName: UserName.optional(),
  memberNumber: z.string().max(40).optional(),
  mainLocationId: Uuid.optional(),
  membershipTypes: z.array(AttendeeMembershipInput).max(20).default([]),
});
export type AttendeeInput = z.infer<typeof AttendeeInput>;

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
  birthday: LocalDate.nullable(),
  userName: z.string().nullable(),
  mainLocationId: Uuid.nullable(),
  /** Spec: an interested person has no application user. */
  isInterested: z.boolean(),
  active: z.boolean(),
  hasActiveMembership: z.boolean(),
  membershipTypes: z.array(AttendeeMembershipInput.extend({ membershipTypeName: z.string() })),
  createdDate: z.string(),
});

// Spec section 9: (isOnline desc,) active desc, lastName, firstName; presence is not kept here.
const attendeeOData: ODataResource = {
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
    birthday: { type: 'date' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
};

export const membershipAttendeeContracts = {
  createAttendee: route({
    method: 'POST',
    path: '/api/Attendees',
    service: 'membership',
    access: screenRoles('/attendees'),
    permission: 'attendeesCreateDelete',
    summary: 'Create an attendee; a user name gives the attendee an application user',
    body: AttendeeInput,
    response: Created,
  }),
  getAttendee: route({
    method: 'GET',
    path: '/api/Attendees/:id',
    service: 'membership',
    access: screenRoles('/attendees'),
    permission: 'attendeesView',
    summary: 'One attendee',
    params: IdParams,
    response: Attendee,
  }),
  listAttendees: route({
    method: 'GET',
    path: '/odata/Attendees',
    service: 'membership',
    access: screenRoles('/attendees'),
    permission: 'attendeesView',
    summary: 'Attendees as an OData list',
    odata: attendeeOData,
    response: odataList(Attendee),
  }),
} as const;

import { z } from 'zod';
import { odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { IdListQuery } from '../identity/users.schemas.ts';
import { Attendee, attendeeOData } from './attendees.ts';

// Spec section 7 "People: Attendee": the OData functions, as paths (`GetByParams?locationId=…`).

/** Narrowing every attendee list may take: a location (main or additional) and departments. */
export const AttendeePlaceQuery = z.object({
  locationId: Uuid.optional(),
  departmentIds: IdListQuery,
});

export const AttendeesByParamsQuery = AttendeePlaceQuery.extend({
  /** Accepted as the spec names it; trainers' own attendees are not narrowed yet. */
  trainerId: Uuid.optional(),
  membershipTypeIds: IdListQuery,
  attendeeRoleIds: IdListQuery,
  /** Members holding a membership valid at this date (yyyy-mm-dd, or an instant whose date counts). */
  memberAtDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'expected yyyy-mm-dd')
    .transform((d) => d.slice(0, 10))
    .optional(),
});

export const AttendeesAndInterestedQuery = z.object({ locationId: Uuid.optional(), attendeeRoleIds: IdListQuery });

/** Spec: Export {LocationId, DepartmentIds, MembershipTypeIds, TextFilter, SortBy, SortDesc}. */
export const AttendeeExportBody = z.object({
  locationId: Uuid.nullish(),
  departmentIds: z.array(Uuid).max(250).default([]),
  membershipTypeIds: z.array(Uuid).max(250).default([]),
  textFilter: z.string().max(200).nullish(),
  sortBy: z.enum(['lastName', 'firstName', 'memberNumber', 'email', 'city', 'createdDate']).nullish(),
  sortDesc: z.boolean().default(false),
});
export type AttendeeExportBody = z.infer<typeof AttendeeExportBody>;
export const AttendeeExportQuery = z.object({ culture: z.string().max(10).optional() });

export const AttendeeExportRow = z.object({
  memberNumber: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  birthday: z.string().nullable(),
  mainLocationName: z.string().nullable(),
  membershipTypeNames: z.array(z.string()),
  active: z.boolean(),
});
export const AttendeeExport = z.object({ rows: z.array(AttendeeExportRow) });

const attendees = screenRoles('/attendees');
const list = odataList(Attendee);

export const membershipAttendeeListContracts = {
  listAttendeesByParams: route({
    method: 'GET',
    path: '/odata/Attendees/GetByParams',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Members (with a login) narrowed by location, departments, membership types, attendee roles, member at a date',
    query: AttendeesByParamsQuery,
    odata: attendeeOData,
    response: list,
  }),
  listInterested: route({
    method: 'GET',
    path: '/odata/Attendees/GetInterested',
    service: 'membership',
    access: attendees,
    permission: 'interestedView',
    summary: 'Interested persons (no login) narrowed by location and departments',
    query: AttendeePlaceQuery,
    odata: attendeeOData,
    response: list,
  }),
  listAttendeesWithoutMembership: route({
    method: 'GET',
    path: '/odata/Attendees/GetWithoutMembership',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Members without a membership valid today, narrowed by location and departments',
    query: AttendeePlaceQuery,
    odata: attendeeOData,
    response: list,
  }),
  listDistinctAppUsers: route({
    method: 'GET',
    path: '/odata/Attendees/GetDistinctAppUsers',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'One attendee per application user',
    odata: attendeeOData,
    response: list,
  }),
  listAttendeesAndInterested: route({
    method: 'GET',
    path: '/odata/Attendees/GetAttendeesAndInterested',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Members and interested persons, narrowed by location and attendee roles',
    query: AttendeesAndInterestedQuery,
    odata: attendeeOData,
    response: list,
  }),
  listAttendeesByAppointment: route({
    method: 'GET',
    path: '/odata/Attendees/GetByAppointmentId/:appointmentId',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Attendees with an uncancelled booking (confirmed or waiting) of the appointment',
    params: z.object({ appointmentId: Uuid }),
    odata: attendeeOData,
    response: list,
  }),
  exportAttendees: route({
    method: 'POST',
    path: '/api/Attendees/Export',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'The members of the attendee list as rows (the file is rendered by documents later)',
    query: AttendeeExportQuery,
    body: AttendeeExportBody,
    response: AttendeeExport,
  }),
} as const;

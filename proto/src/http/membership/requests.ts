import { z } from 'zod';
import { MembershipRequestStatus, MembershipRequestType } from '../../enums.ts';
import { Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3, 4 and 7: membership requests (six types, Open → Done or Rejected), listed per
// location or department, the open count, and a termination's end date from the company settings.

const staff = screenRoles('/membership-requests');
const everyone = screenRoles('/');

const requestTypes = Object.values(MembershipRequestType) as [number, ...number[]];

export const MembershipRequestInput = z.object({
  /** Staff name the member; an attendee's own request leaves it out (their own attendee). */
  attendeeId: Uuid.nullish(),
  type: z.union(requestTypes.map((v) => z.literal(v))),
  membershipTypeId: Uuid.nullish(),
  startDate: LocalDate.nullish(),
  /** A termination's wished end; the end is computed from the company's notice rules. */
  endDate: LocalDate.nullish(),
  reason: z.string().max(4000).nullish(),
  wishes: z.string().max(4000).nullish(),
  additionalData: z.string().max(8000).nullish(),
  /** Identity's department the request belongs to (department lists). */
  departmentId: Uuid.nullish(),
});
export type MembershipRequestInput = z.infer<typeof MembershipRequestInput>;

/** What staff may change on a request besides its status. */
export const MembershipRequestUpdate = MembershipRequestInput.pick({
  membershipTypeId: true,
  startDate: true,
  endDate: true,
  reason: true,
  wishes: true,
  additionalData: true,
});

const decided = z.union([z.literal(MembershipRequestStatus.Done), z.literal(MembershipRequestStatus.Rejected)]);
export const MembershipRequestStatusInput = z.object({ ids: z.array(Uuid).min(1).max(500), status: decided });

export const MembershipRequest = z.object({
  id: Uuid,
  applicationUserId: Uuid.optional(),
  attendeeId: Uuid,
  membershipTypeId: Uuid.optional(),
  startDate: LocalDate.optional(),
  endDate: LocalDate.optional(),
  status: z.number().int(),
  type: z.number().int(),
  reason: z.string().optional(),
  wishes: z.string().optional(),
  additionalData: z.string().optional(),
  locationId: Uuid.optional(),
  departmentId: Uuid.optional(),
  memberNumber: z.string().optional(),
  memberFullName: z.string(),
  memberPhone: z.string().optional(),
  membershipTypeNames: z.string(),
  isMemberDeleted: z.boolean(),
  editedById: Uuid.optional(),
  editedDate: z.string().optional(),
  createdDate: z.string(),
});

export const LocationIdParams = z.object({ locationId: Uuid });
export const DepartmentIdParams = z.object({ departmentId: Uuid });
export const TerminationDateQuery = z.object({ wishedDate: LocalDate.optional() });

const requestOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    status: { type: 'number' },
    type: { type: 'number' },
    attendeeId: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    membershipTypeId: { type: 'uuid' },
    startDate: { type: 'date' },
    endDate: { type: 'date' },
    reason: { type: 'string' },
    memberFullName: { type: 'string', column: 'attendee.lastName' },
    createdDate: { type: 'datetime' },
    editedDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

const list = (path: string, summary: string) =>
  route({
    method: 'GET',
    path,
    service: 'membership',
    access: staff,
    permission: 'attendeesView',
    summary,
    odata: requestOData,
    response: odataList(MembershipRequest),
  });

export const membershipRequestContracts = {
  listMembershipRequests: list('/odata/MembershipRequests', 'Membership requests, newest first'),
  listMembershipRequestsInLocation: {
    ...list('/odata/MembershipRequests/GetInLocation/:locationId', 'Membership requests of members of a location'),
    params: LocationIdParams,
  },
  listMembershipRequestsInDepartment: {
    ...list('/odata/MembershipRequests/GetInDepartment/:departmentId', 'Membership requests of a department'),
    params: DepartmentIdParams,
  },
  countOpenMembershipRequests: route({
    method: 'GET',
    path: '/api/MembershipRequests/CountOpen',
    service: 'membership',
    access: staff,
    permission: 'attendeesView',
    summary: 'How many membership requests are open',
    response: z.object({ count: z.number().int() }),
  }),
  getTerminationDate: route({
    method: 'GET',
    path: '/api/MembershipRequests/TerminationDate',
    service: 'membership',
    access: everyone,
    summary: "The end date a termination asked for today gets under the company's notice rules",
    query: TerminationDateQuery,
    response: z.object({ endDate: LocalDate }),
  }),
  createMembershipRequest: route({
    method: 'POST',
    path: '/api/MembershipRequests',
    service: 'membership',
    access: everyone,
    summary: 'Ask for a membership change (an attendee for themself, staff for a member); it starts Open',
    body: MembershipRequestInput,
    response: Created,
  }),
  updateMembershipRequest: route({
    method: 'PUT',
    path: '/api/MembershipRequests/:id',
    service: 'membership',
    access: staff,
    permission: 'attendeesEdit',
    summary: 'Change an open request',
    params: IdParams,
    body: MembershipRequestUpdate,
    response: MembershipRequest,
  }),
  updateMembershipRequestStatus: route({
    method: 'PUT',
    path: '/api/MembershipRequests/UpdateStatusMultiple',
    service: 'membership',
    access: staff,
    permission: 'attendeesEdit',
    summary: 'Mark open requests Done or Rejected (who and when recorded); all or none',
    body: MembershipRequestStatusInput,
    response: z.object({ updated: z.number().int() }),
  }),
  deleteMembershipRequest: route({
    method: 'DELETE',
    path: '/api/MembershipRequests/:id',
    service: 'membership',
    access: staff,
    permission: 'attendeesEdit',
    summary: 'Delete a membership request',
    params: IdParams,
  }),
} as const;

import { z } from 'zod';
import { IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

const staff = ['manager', 'employee', 'trainer'] as const;

/** Who is present: a member (attendee) or a staff user; spec section 5 needs one of the two. */
const Who = z.object({ attendeeId: Uuid.nullish(), applicationUserId: Uuid.nullish() });
const needsWho = <T extends z.infer<typeof Who>>(w: T) => Boolean(w.attendeeId || w.applicationUserId);
const whoMissing = { message: 'an attendee or a user is needed', path: ['attendeeId'] };

export const EnterPresenceBody = Who.extend({
  locationId: Uuid,
  text: z.string().trim().max(500).nullish(),
  /** Today's attendances this visit is for (checked in with it). */
  attendanceIds: z.array(Uuid).max(50).default([]),
}).refine(needsWho, whoMissing);
export type EnterPresenceBody = z.infer<typeof EnterPresenceBody>;
export const PresenceWhoBody = Who.refine(needsWho, whoMissing);
export type PresenceWho = z.infer<typeof PresenceWhoBody>;

export const LeaveMultipleBody = z.object({ attendanceIds: z.array(Uuid).min(1).max(500) });
export const CountOnlineBody = z.object({
  locationId: Uuid.nullish(),
  /** Only these roles (attendee for members; staff roles for users). */
  roles: z
    .array(z.enum(['attendee', 'admin', 'manager', 'employee', 'trainer']))
    .max(5)
    .nullish(),
  applicationUserId: Uuid.nullish(),
});

const Moment = z.iso.datetime({ offset: true });
/** Spec section 5: leaving comes after entering. */
const leavesAfterEntering = (b: { dateEnter?: string | null; dateLeave?: string | null }) =>
  !b.dateEnter || !b.dateLeave || Date.parse(b.dateLeave) >= Date.parse(b.dateEnter);
const leaveBeforeEnter = { message: 'leaving must not be before entering', path: ['dateLeave'] };

/** The times and place of a visit staff record or correct (a forgotten check-in, a wrong time). */
const VisitFacts = z.object({
  locationId: Uuid,
  /** Now when not given. */
  dateEnter: Moment.nullish(),
  /** Null or missing: still present. */
  dateLeave: Moment.nullish(),
  text: z.string().trim().max(500).nullish(),
});
export const CreatePresenceBody = Who.extend(VisitFacts.shape).refine(needsWho, whoMissing).refine(leavesAfterEntering, leaveBeforeEnter);
export type CreatePresenceBody = z.infer<typeof CreatePresenceBody>;
/** The person of a visit stays; place, times and text are replaced. */
export const UpdatePresenceBody = VisitFacts.extend({ dateEnter: Moment }).refine(leavesAfterEntering, leaveBeforeEnter);
export type UpdatePresenceBody = z.infer<typeof UpdatePresenceBody>;

/** GetAll's filters (spec: role, location, user, isOnline, from/till of entering). */
export const PresenceFilterQuery = z.object({
  locationId: Uuid.optional(),
  attendeeId: Uuid.optional(),
  applicationUserId: Uuid.optional(),
  role: z.string().max(20).optional(),
  isOnline: z.stringbool().optional(),
  from: Moment.optional(),
  till: Moment.optional(),
});
export type PresenceFilterQuery = z.infer<typeof PresenceFilterQuery>;
/** GetAll answers at most this many visits (the OData list pages through all of them). */
export const PRESENCE_GET_ALL_LIMIT = 250;

/** A visit: entered at a location, online until it is left (spec section 3, Presence). */
export const Presence = z.object({
  id: Uuid,
  attendeeId: Uuid.nullable(),
  applicationUserId: Uuid.nullable(),
  locationId: Uuid,
  locationName: z.string().nullable(),
  /** "Last name, first name" of a member; null for staff users (names live in identity). */
  fullName: z.string().nullable(),
  role: z.string(),
  isOnline: z.boolean(),
  dateEnter: z.string(),
  dateLeave: z.string().nullable(),
  text: z.string().nullable(),
  attendanceIds: z.array(Uuid),
});

// Spec section 9: online first, then the newest entries.
const presenceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    locationId: { type: 'uuid' },
    role: { type: 'string' },
    isOnline: { type: 'boolean' },
    dateEnter: { type: 'datetime' },
    dateLeave: { type: 'datetime' },
    text: { type: 'string' },
  },
  defaultOrder: [
    { name: 'isOnline', direction: 'desc' },
    { name: 'dateEnter', direction: 'desc' },
  ],
};

export const bookingPresenceContracts = {
  enterPresence: route({
    method: 'POST',
    path: '/api/Presences/Enter',
    service: 'booking',
    access: staff,
    summary: 'Someone enters a location (a visit still open elsewhere is closed first)',
    body: EnterPresenceBody,
    response: Presence,
  }),
  leavePresence: route({
    method: 'POST',
    path: '/api/Presences/Leave',
    service: 'booking',
    access: staff,
    summary: 'Someone leaves: their open visit is closed (not_present when there is none)',
    body: PresenceWhoBody,
    response: Presence,
  }),
  leavePresencesByAttendances: route({
    method: 'POST',
    path: '/api/Presences/LeaveMulipleByAttendances',
    service: 'booking',
    access: staff,
    summary: "Close the open visits of these attendances' attendees (e.g. after a class)",
    body: LeaveMultipleBody,
    response: z.object({ left: z.number().int() }),
  }),
  presenceLastState: route({
    method: 'POST',
    path: '/api/Presences/LastState',
    service: 'booking',
    access: staff,
    summary: 'Whether someone is present now, with their latest visit',
    body: PresenceWhoBody,
    response: z.object({ isOnline: z.boolean(), presence: Presence.nullable() }),
  }),
  countOnline: route({
    method: 'POST',
    path: '/api/Presences/CountOnline',
    service: 'booking',
    access: staff,
    summary: 'How many are present now (at a location, in roles)',
    body: CountOnlineBody,
    response: z.object({ count: z.number().int() }),
  }),
  getPresence: route({
    method: 'GET',
    path: '/api/Presences/:id',
    service: 'booking',
    access: staff,
    summary: 'One visit',
    params: IdParams,
    response: Presence,
  }),
  getAllPresences: route({
    method: 'GET',
    path: '/api/Presences/GetAll',
    service: 'booking',
    access: staff,
    summary: `Visits, filtered (location, member, user, role, isOnline, entered from/till), online first then newest; at most ${PRESENCE_GET_ALL_LIMIT}`,
    query: PresenceFilterQuery,
    response: z.array(Presence),
  }),
  createPresence: route({
    method: 'POST',
    path: '/api/Presences',
    service: 'booking',
    access: staff,
    summary: 'Record a visit (e.g. a forgotten check-in); it must not overlap another visit of the person (conflict)',
    body: CreatePresenceBody,
    response: Presence,
  }),
  updatePresence: route({
    method: 'PUT',
    path: '/api/Presences/:id',
    service: 'booking',
    access: staff,
    summary: "Correct a visit's location, times or text; closing it ends its stay in a room",
    params: IdParams,
    body: UpdatePresenceBody,
    response: Presence,
  }),
  deletePresence: route({
    method: 'DELETE',
    path: '/api/Presences/:id',
    service: 'booking',
    access: staff,
    summary: 'Remove a visit with its stays in rooms and its links to bookings (the bookings stay)',
    params: IdParams,
    response: Presence,
  }),
  listPresences: route({
    method: 'GET',
    path: '/odata/Presences',
    service: 'booking',
    access: staff,
    summary: 'Visits as an OData list (default: online first, newest first)',
    odata: presenceOData,
    response: odataList(Presence),
  }),
  listPresencesByTrainer: route({
    method: 'GET',
    path: '/odata/Presences/GetByTrainerId/:trainerId',
    service: 'booking',
    access: staff,
    summary: "Visits for bookings on the appointments a trainer teaches (scheduling's appointment trainers), as an OData list",
    params: z.object({ trainerId: Uuid }),
    odata: presenceOData,
    response: odataList(Presence),
  }),
} satisfies Record<string, RouteContract>;

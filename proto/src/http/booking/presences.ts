import { z } from 'zod';
import { odataList, Uuid } from '../common.ts';
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
  listPresences: route({
    method: 'GET',
    path: '/odata/Presences',
    service: 'booking',
    access: staff,
    summary: 'Visits as an OData list (default: online first, newest first)',
    odata: presenceOData,
    response: odataList(Presence),
  }),
} satisfies Record<string, RouteContract>;

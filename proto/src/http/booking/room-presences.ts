import { z } from 'zod';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7 (RoomPresences): who is in which room. A room presence is a stay of an
// open visit (presence) in a room of the visit's location; entering another room ends the stay
// before, leaving the location ends it too.

const staff = ['manager', 'employee', 'trainer'] as const;

/** Spec: status default NotConfirmed (0); Confirmed (2) as attendances count it. */
export const RoomPresenceStatus = z.union([z.literal(0), z.literal(2)]);

export const EnterRoomBody = z.object({ presenceId: Uuid, roomId: Uuid, status: RoomPresenceStatus.default(0) });
/** Confirm the stay, or end it (`leave`); a stay that ended stays ended. */
export const UpdateRoomPresenceBody = z
  .object({ status: RoomPresenceStatus.optional(), leave: z.boolean().default(false) })
  .refine((b) => b.status !== undefined || b.leave, { message: 'status or leave is needed', path: ['status'] });

export const RoomPresence = z.object({
  id: Uuid,
  presenceId: Uuid,
  roomId: Uuid,
  roomName: z.string().nullable(),
  locationId: Uuid,
  locationName: z.string().nullable(),
  attendeeId: Uuid.nullable(),
  applicationUserId: Uuid.nullable(),
  /** "Last name, first name" of a member; null for staff users. */
  fullName: z.string().nullable(),
  date: LocalDate,
  timeEnter: z.string(),
  timeLeave: z.string().nullable(),
  status: z.number().int(),
  isOnline: z.boolean(),
});

// Like presences (spec section 9): who is in first, then the newest.
const roomPresenceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    presenceId: { type: 'uuid' },
    roomId: { type: 'uuid' },
    locationId: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    date: { type: 'date' },
    timeEnter: { type: 'datetime' },
    timeLeave: { type: 'datetime' },
    status: { type: 'number' },
    isOnline: { type: 'boolean' },
  },
  defaultOrder: [
    { name: 'isOnline', direction: 'desc' },
    { name: 'timeEnter', direction: 'desc' },
  ],
};

export const bookingRoomPresenceContracts = {
  getRoomPresence: route({
    method: 'GET',
    path: '/api/RoomPresences/:id',
    service: 'booking',
    access: staff,
    summary: 'One stay in a room',
    params: IdParams,
    response: RoomPresence,
  }),
  enterRoom: route({
    method: 'POST',
    path: '/api/RoomPresences',
    service: 'booking',
    access: staff,
    summary: "Someone present enters a room of the visit's location (a stay in another room ends first)",
    body: EnterRoomBody,
    response: RoomPresence,
  }),
  updateRoomPresence: route({
    method: 'PUT',
    path: '/api/RoomPresences/:id',
    service: 'booking',
    access: staff,
    summary: 'Confirm a stay in a room or end it (leave the room)',
    params: IdParams,
    body: UpdateRoomPresenceBody,
    response: RoomPresence,
  }),
  listRoomPresences: route({
    method: 'GET',
    path: '/odata/RoomPresences',
    service: 'booking',
    access: staff,
    summary: 'Stays in rooms as an OData list (filter date, roomId, attendeeId, isOnline; who is in first)',
    odata: roomPresenceOData,
    response: odataList(RoomPresence),
  }),
  listRoomPresencesByLocation: route({
    method: 'GET',
    path: '/odata/RoomPresences/GetByLocationId/:locationId',
    service: 'booking',
    access: staff,
    summary: "The stays in a location's rooms (another company's location: 404)",
    params: z.object({ locationId: Uuid }),
    odata: roomPresenceOData,
    response: odataList(RoomPresence),
  }),
  listRoomPresencesByAttendee: route({
    method: 'GET',
    path: '/odata/RoomPresences/GetByAttendeeId/:attendeeId',
    service: 'booking',
    access: staff,
    summary: "A member's stays in rooms (another company's member: 404)",
    params: z.object({ attendeeId: Uuid }),
    odata: roomPresenceOData,
    response: odataList(RoomPresence),
  }),
} satisfies Record<string, RouteContract>;

import { z } from 'zod';
import { Created, IdParams, LocalDate, LocalTime, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { allDayTimes, inOrder, recurrenceFields } from './recurrence.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: rooms of a location, their blockings (RoomAvailabilities) and whether a
// room is free at a moment. Rooms are managed with the location flags (decision 0027).

const rooms = screenRoles('/rooms');

export const RoomInput = z.object({
  name: z.string().trim().min(1).max(120),
  /** Identity's location the room is in. */
  locationId: Uuid,
  capacity: z.number().int().min(0).max(100_000).nullish(),
  description: z.string().max(4000).nullish(),
  active: z.boolean().default(true),
});
export type RoomInput = z.infer<typeof RoomInput>;

export const Room = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  locationId: Uuid,
  locationName: z.string(),
  capacity: z.number().int().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  createdDate: z.string(),
});

export const PublicRoom = Room.pick({ id: true, name: true, locationId: true, locationName: true, capacity: true, description: true });

export const RoomInUse = z.object({ inUse: z.boolean(), dateTimes: z.number().int(), appointments: z.number().int() });

export const RoomAvailableAtQuery = z.object({
  /** Local date and time, yyyy-mm-ddTHH:mm. */
  availableAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'expected yyyy-mm-ddTHH:mm'),
  locationId: Uuid.optional(),
});
export const RoomAvailability = Room.pick({ id: true, name: true, locationId: true, capacity: true }).extend({
  /** Not blocked and no uncancelled appointment in the room at that moment. */
  isAvailable: z.boolean(),
});

/** A room blocking; all-day forces 00:00 to 23:59 (spec section 5). */
export const RoomBlockingInput = inOrder(
  z
    .object({
      roomId: Uuid,
      name: z.string().trim().max(120).nullish(),
      allDay: z.boolean().default(false),
      ...recurrenceFields,
    })
    .transform(allDayTimes),
);
export type RoomBlockingInput = z.infer<typeof RoomBlockingInput>;

export const RoomBlocking = z.object({
  id: Uuid,
  roomId: Uuid,
  name: z.string().nullable(),
  allDay: z.boolean(),
  dateFrom: LocalDate,
  dateTill: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  period: z.number().int(),
  eachOnDay: z.number().int(),
  periodValues: z.string().nullable(),
});

const roomOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    locationId: { type: 'uuid' },
    capacity: { type: 'number' },
    description: { type: 'string' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // The spec names no room sort; like locations: active first, then by name.
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'name', direction: 'asc' },
  ],
};

export const schedulingRoomContracts = {
  createRoom: route({
    method: 'POST',
    path: '/api/Rooms',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsCreateDelete',
    summary: 'Create a room in a location',
    body: RoomInput,
    response: Created,
  }),
  updateRoom: route({
    method: 'PUT',
    path: '/api/Rooms/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsEdit',
    summary: 'Update a room',
    params: IdParams,
    body: RoomInput,
    response: Room,
  }),
  deleteRoom: route({
    method: 'DELETE',
    path: '/api/Rooms/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsCreateDelete',
    summary: 'Delete a room with its blockings; refused (in_use) while date-times or appointments use it',
    params: IdParams,
  }),
  checkRoomInUse: route({
    method: 'GET',
    path: '/api/Rooms/CheckIfIsInUse/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsView',
    summary: 'How many date-times and appointments use the room',
    params: IdParams,
    response: RoomInUse,
  }),
  getRoomsAvailableAt: route({
    method: 'GET',
    path: '/api/Rooms/GetAvailableAt',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsView',
    summary: 'Active rooms (of a location) and whether each is free at a local date and time',
    query: RoomAvailableAtQuery,
    response: z.array(RoomAvailability),
  }),
  getRoom: route({
    method: 'GET',
    path: '/api/Rooms/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsView',
    summary: 'One room',
    params: IdParams,
    response: Room,
  }),
  listRooms: route({
    method: 'GET',
    path: '/odata/Rooms',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsView',
    summary: 'Rooms as an OData list (active desc, then name); filter locationId for one location',
    odata: roomOData,
    response: odataList(Room),
  }),
  listRoomsAnonymous: route({
    method: 'GET',
    path: '/odata/Rooms/GetOdataAnonymous/:companyId',
    service: 'scheduling',
    access: 'public',
    summary: "A company's active rooms as an OData list, public fields only",
    params: z.object({ companyId: Uuid }),
    odata: roomOData,
    response: odataList(PublicRoom),
  }),
  getRoomBlockings: route({
    method: 'GET',
    path: '/api/RoomAvailabilities/GetByRoomId/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsView',
    summary: "A room's blockings, by start date",
    params: IdParams,
    response: z.array(RoomBlocking),
  }),
  createRoomBlocking: route({
    method: 'POST',
    path: '/api/RoomAvailabilities',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsEdit',
    summary: 'Block a room (all-day means 00:00 to 23:59; period values like a course date-time)',
    body: RoomBlockingInput,
    response: Created,
  }),
  updateRoomBlocking: route({
    method: 'PUT',
    path: '/api/RoomAvailabilities/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsEdit',
    summary: 'Change a room blocking',
    params: IdParams,
    body: RoomBlockingInput,
    response: RoomBlocking,
  }),
  deleteRoomBlocking: route({
    method: 'DELETE',
    path: '/api/RoomAvailabilities/:id',
    service: 'scheduling',
    access: rooms,
    permission: 'locationsEdit',
    summary: 'Remove a room blocking',
    params: IdParams,
  }),
} satisfies Record<string, RouteContract>;

import { z } from 'zod';
import { IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: the waiting line of a course date-time's series places
// (AttendeeCourseWaitingPositions). Staff keep it; position 1 is next in line.

const staff = ['manager', 'employee', 'trainer'] as const;
const Position = z.number().int().min(1).max(10_000);

/** Without a position the attendee joins at the end; a position past the end means the end. */
export const WaitingPositionInput = z.object({ attendeeId: Uuid, dateTimeId: Uuid, position: Position.optional() });
export const AddWaitingPositionsBody = z.object({ attendeeCourseWaitingPositions: z.array(WaitingPositionInput).min(1).max(100) });
/** Moves the attendee to this place in line (past the end: the last); the others close up. */
export const MoveWaitingPositionBody = z.object({ position: Position });

export const WaitingPosition = z.object({
  id: Uuid,
  attendeeId: Uuid,
  dateTimeId: Uuid,
  position: z.number().int(),
  createdDate: z.string(),
  /** From booking's attendee read model (lists). */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

const waitingPositionOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    dateTimeId: { type: 'uuid' },
    position: { type: 'number' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'dateTimeId', direction: 'asc' },
    { name: 'position', direction: 'asc' },
  ],
};

export const bookingWaitingPositionContracts = {
  addWaitingPosition: route({
    method: 'POST',
    path: '/api/AttendeeCourseWaitingPositions',
    service: 'booking',
    access: staff,
    summary: "Put an attendee in the waiting line of a course date-time's series places (at the end, or at a position)",
    body: WaitingPositionInput,
    response: WaitingPosition,
  }),
  addWaitingPositions: route({
    method: 'POST',
    path: '/api/AttendeeCourseWaitingPositions/AddMultiple',
    service: 'booking',
    access: staff,
    summary: 'Several attendees into waiting lines at once, in the order given, all or none',
    body: AddWaitingPositionsBody,
    response: z.array(WaitingPosition),
  }),
  moveWaitingPosition: route({
    method: 'PUT',
    path: '/api/AttendeeCourseWaitingPositions/:id',
    service: 'booking',
    access: staff,
    summary: 'Move an attendee to another place in its waiting line; the others close up',
    params: IdParams,
    body: MoveWaitingPositionBody,
    response: WaitingPosition,
  }),
  deleteWaitingPosition: route({
    method: 'DELETE',
    path: '/api/AttendeeCourseWaitingPositions/:id',
    service: 'booking',
    access: staff,
    summary: 'Take an attendee out of its waiting line; those behind move up',
    params: IdParams,
    response: WaitingPosition,
  }),
  listWaitingPositions: route({
    method: 'GET',
    path: '/odata/AttendeeCourseWaitingPositions',
    service: 'booking',
    access: staff,
    summary: 'Waiting positions as an OData list (filter dateTimeId, attendeeId), in line order',
    odata: waitingPositionOData,
    response: odataList(WaitingPosition),
  }),
} satisfies Record<string, RouteContract>;

import { z } from 'zod';
import { IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7 (PresenceAttendances): which bookings a visit was for. A link joins a
// visit and an attendance of the visit's own member; the pair is unique.

const staff = ['manager', 'employee', 'trainer'] as const;

export const PresenceAttendanceInput = z.object({ presenceId: Uuid, attendancesId: Uuid });
export const AddPresenceAttendancesBody = z.object({ presenceId: Uuid, attendances: z.array(Uuid).min(1).max(50) });

export const PresenceAttendance = z.object({
  id: Uuid,
  presenceId: Uuid,
  attendancesId: Uuid,
  createdDate: z.string(),
});

const presenceAttendanceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    presenceId: { type: 'uuid' },
    attendancesId: { type: 'uuid', column: 'attendanceId' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const bookingPresenceAttendanceContracts = {
  getPresenceAttendance: route({
    method: 'GET',
    path: '/api/PresenceAttendances/:id',
    service: 'booking',
    access: staff,
    summary: 'One link between a visit and a booking',
    params: IdParams,
    response: PresenceAttendance,
  }),
  addPresenceAttendance: route({
    method: 'POST',
    path: '/api/PresenceAttendances',
    service: 'booking',
    access: staff,
    summary: "Link a visit to one of its member's bookings",
    body: PresenceAttendanceInput,
    response: PresenceAttendance,
  }),
  addPresenceAttendances: route({
    method: 'POST',
    path: '/api/PresenceAttendances/AddMultiple',
    service: 'booking',
    access: staff,
    summary: "Link a visit to several of its member's bookings, all or none",
    body: AddPresenceAttendancesBody,
    response: z.array(PresenceAttendance),
  }),
  updatePresenceAttendance: route({
    method: 'PUT',
    path: '/api/PresenceAttendances/:id',
    service: 'booking',
    access: staff,
    summary: 'Point a link at another visit or booking (of the same member)',
    params: IdParams,
    body: PresenceAttendanceInput,
    response: PresenceAttendance,
  }),
  deletePresenceAttendance: route({
    method: 'DELETE',
    path: '/api/PresenceAttendances/:id',
    service: 'booking',
    access: staff,
    summary: 'Remove a link (the visit and the booking stay)',
    params: IdParams,
    response: PresenceAttendance,
  }),
  listPresenceAttendances: route({
    method: 'GET',
    path: '/odata/PresenceAttendances',
    service: 'booking',
    access: staff,
    summary: 'Links as an OData list (filter presenceId, attendancesId), newest first',
    odata: presenceAttendanceOData,
    response: odataList(PresenceAttendance),
  }),
} satisfies Record<string, RouteContract>;

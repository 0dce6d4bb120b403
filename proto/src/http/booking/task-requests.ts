import { z } from 'zod';
import { TaskRequestStatus } from '../../enums.ts';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3, 4 and 7: task (attendance) requests. A member's booking of a course that needs
// approval waits as Requested with an OPEN request; office staff ACCEPT (a place, or the waiting
// list when full) or REJECT (the booking is cancelled), one at a time or in bulk.

const office = screenRoles('/tasks');

const decision = z.enum([TaskRequestStatus.ACCEPT, TaskRequestStatus.REJECT]);
const ids = z.array(Uuid).min(1).max(500);

export const TaskRequest = z.object({
  id: Uuid,
  status: z.enum(TaskRequestStatus),
  attendanceId: Uuid,
  /** The attendance's status now: Requested 3 while open; Confirmed 2, OnWaitingList 4 or Canceled 1 after. */
  attendanceStatus: z.number().int(),
  attendeeId: Uuid,
  attendeeFullName: z.string(),
  appointmentId: Uuid,
  courseId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  locationId: Uuid.nullable(),
  locationName: z.string().nullable(),
  /** The appointment's places and how many are confirmed now (spec: countCourseMax, countOfAttendancesForTheDate). */
  countCourseMax: z.number().int(),
  countOfAttendancesForTheDate: z.number().int(),
  bookingDate: z.string(),
  createdDate: z.string(),
  decidedDate: z.string().nullable(),
  decidedByUserId: Uuid.nullable(),
});

export const TaskRequestDecision = z.object({ status: decision });
export const CreateTaskRequestBody = z.object({ attendanceId: Uuid });
/** Spec: POST AddAttendancess {AttendancessIds}. */
export const AddAttendancessBody = z.object({ attendancessIds: ids });
/** Spec: PUT UpdateTaskRequestStatusMultiple {ReferencesId, Status}: the requests' ids. */
export const UpdateTaskRequestStatusMultipleBody = z.object({ referencesId: ids, status: decision });
/** Spec: PUT UpdateAttendancesStatusMultiple {AttendancessIds, Status}: the open requests of these attendances. */
export const UpdateAttendancesStatusMultipleBody = z.object({ attendancessIds: ids, status: decision });
export const TaskRequestsResult = z.object({ requests: z.array(TaskRequest) });
export const CountOpenTaskRequestsQuery = z.object({ locationId: Uuid.optional(), departmentId: Uuid.optional() });

const taskRequestOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    status: { type: 'string' },
    attendanceId: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    appointmentId: { type: 'uuid' },
    courseId: { type: 'uuid' },
    locationId: { type: 'uuid' },
    createdDate: { type: 'datetime' },
    decidedDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

const list = (path: string, summary: string) =>
  route({
    method: 'GET',
    path,
    service: 'booking',
    access: office,
    permission: 'todoViewEdit',
    summary,
    odata: taskRequestOData,
    response: odataList(TaskRequest),
  });

const write = <B extends z.ZodType>(method: 'POST' | 'PUT', path: string, summary: string, body: B) =>
  route({ method, path, service: 'booking', access: office, permission: 'todoViewEdit', summary, body, response: TaskRequestsResult });

export const bookingTaskRequestContracts = {
  listTaskRequests: list('/odata/TaskRequests', 'Task requests, newest first'),
  listTaskRequestsInLocation: {
    ...list('/odata/TaskRequests/GetInLocation/:locationId', "Task requests of a location's courses"),
    params: z.object({ locationId: Uuid }),
  },
  listTaskRequestsInDepartment: {
    ...list('/odata/TaskRequests/GetInDepartment/:departmentId', "Task requests of a department's courses"),
    params: z.object({ departmentId: Uuid }),
  },
  countOpenTaskRequests: route({
    method: 'GET',
    path: '/api/TaskRequests/CountOpen',
    service: 'booking',
    access: office,
    permission: 'todoViewEdit',
    summary: 'How many task requests are open, optionally of one location or department',
    query: CountOpenTaskRequestsQuery,
    response: z.object({ count: z.number().int() }),
  }),
  createTaskRequest: route({
    method: 'POST',
    path: '/api/TaskRequests',
    service: 'booking',
    access: office,
    permission: 'todoViewEdit',
    summary: 'Open a request for a live attendance (it keeps its place or waiting number until decided)',
    body: CreateTaskRequestBody,
    response: TaskRequest,
  }),
  addAttendancess: write(
    'POST',
    '/api/TaskRequests/AddAttendancess',
    'Open requests for live attendances; all or none',
    AddAttendancessBody,
  ),
  updateTaskRequest: route({
    method: 'PUT',
    path: '/api/TaskRequests/:id',
    service: 'booking',
    access: office,
    permission: 'todoViewEdit',
    summary: 'Accept (a place, else the waiting list) or reject (the booking is cancelled) an open request',
    params: IdParams,
    body: TaskRequestDecision,
    response: TaskRequest,
  }),
  updateTaskRequestStatusMultiple: write(
    'PUT',
    '/api/TaskRequests/UpdateTaskRequestStatusMultiple',
    'Accept or reject open requests by their ids; all or none',
    UpdateTaskRequestStatusMultipleBody,
  ),
  updateAttendancesStatusMultiple: write(
    'PUT',
    '/api/TaskRequests/UpdateAttendancesStatusMultiple',
    'Accept or reject the open requests of attendances; all or none',
    UpdateAttendancesStatusMultipleBody,
  ),
  deleteTaskRequest: route({
    method: 'DELETE',
    path: '/api/TaskRequests/:id',
    service: 'booking',
    access: office,
    permission: 'todoViewEdit',
    summary: 'Delete a decided request (an open one is decided first)',
    params: IdParams,
  }),
} satisfies Record<string, RouteContract>;

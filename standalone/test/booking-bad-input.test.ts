import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// Issue 9: bad input and another company's ids, per booking family, through the gateway. Each row
// answers its status and stable code and changes nothing in either company.
const booted = useSystem('booking-bad-input');

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const clientLocalDateTime = () => new Date().toISOString().slice(0, 19);

interface Studio {
  tenant: Tenant;
  locationId: string;
  memberId: string;
  otherId: string;
  courseId: string;
  appointmentId: string;
  passedId: string;
  cancelledId: string;
  closedId: string;
  seriesDateTimeId: string;
  attendanceId: string;
  seriesId: string;
  waitingId: string;
  taskRequestId: string;
  qrCodeId: string;
  expiredCode: string;
  memberCode: string;
  revokedCode: string;
  presenceId: string;
}
let a: Studio;
let b: Studio;

async function courseTime(api: Tenant['api'], courseId: string, day: string) {
  const dt = { CourseId: courseId, DateFrom: day, DateTill: day, Period: 1, TimeFrom: '10:00', TimeTill: '11:00' };
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', dt);
  await api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
  const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
  const [appointment] = (await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value;
  return { dateTimeId: dateTime.id, appointmentId: appointment!.id };
}

async function studio(): Promise<Studio> {
  const tenant = await createTenant(booted.system.gatewayUrl);
  const { api } = tenant;
  const { id: locationId } = await api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', City: 'Köln' });
  const { id: typeId } = await api.post<{ id: string }>('/api/references/MembershipType', { Name: 'Kader', Cost: 3000 });
  const { id: memberId } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Ida', LastName: 'Eins' });
  const { id: otherId } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Max', LastName: 'Zwei' });
  const { id: courseId } = await api.post<{ id: string }>('/api/Courses', { Name: 'Salsa', MaxAttendees: 5, BookableAsSeries: true });
  const { id: closedCourseId } = await api.post<{ id: string }>('/api/Courses', {
    Name: 'Kader',
    MaxAttendees: 5,
    MembershipTypeAvailabilities: [{ MembershipTypeId: typeId }],
  });
  const { appointmentId } = await courseTime(api, courseId, isoDate(7));
  const { appointmentId: passedId } = await courseTime(api, courseId, isoDate(-1));
  const { appointmentId: cancelledId } = await courseTime(api, courseId, isoDate(8));
  const { appointmentId: closedId } = await courseTime(api, closedCourseId, isoDate(7));
  const { dateTimeId: seriesDateTimeId } = await courseTime(api, courseId, isoDate(9));
  await api.get(`/api/Appointments/Cancel/${cancelledId}/de`);

  // Booking learns appointments, attendees and locations from events: the first calls may wait for them.
  const { id: attendanceId } = await eventually(
    () => api.post<{ id: string }>('/api/Attendances', { AttendeeId: memberId, AppointmentId: appointmentId, Note: 'Knie' }),
    15_000,
    'booking read models',
  );
  await eventually(async () => {
    const seats = await api.get<{ isCancelled: boolean }>(`/api/Attendances/Seats/${cancelledId}`);
    return seats.isCancelled || undefined;
  }, 15_000);
  const { series } = await eventually(() =>
    api.post<{ series: { id: string } }>('/api/AttendeeCourses', {
      AttendeeId: memberId,
      DateTimeId: seriesDateTimeId,
      ClientLocalDateTime: clientLocalDateTime(),
    }),
  );
  const { id: waitingId } = await api.post<{ id: string }>('/api/AttendeeCourseWaitingPositions', {
    AttendeeId: otherId,
    DateTimeId: seriesDateTimeId,
  });
  const { id: taskRequestId } = await api.post<{ id: string }>('/api/TaskRequests', { AttendanceId: attendanceId });
  const { id: qrCodeId } = await eventually(() => api.post<{ id: string }>('/api/qrCodes', { Name: 'Tür', LocationId: locationId }));
  const expired = await api.post<{ id: string }>('/api/qrCodes', {
    Name: 'Alt',
    LocationId: locationId,
    ValidFrom: isoDate(-10),
    ValidTill: isoDate(-2),
  });
  const expiredCode = (await api.get<{ code: string }>(`/api/qrCodes/${expired.id}`)).code;
  const { code: memberCode } = await api.get<{ code: string }>(`/api/qrCodes/Personal/${memberId}`);
  const { code: revokedCode } = await api.get<{ code: string }>(`/api/qrCodes/Personal/${otherId}`);
  await api.post(`/api/qrCodes/Personal/${otherId}/Revoke`, {});
  const { id: presenceId } = await api.post<{ id: string }>('/api/Presences/Enter', { AttendeeId: memberId, LocationId: locationId });
  return {
    tenant,
    locationId,
    memberId,
    otherId,
    courseId,
    appointmentId,
    passedId,
    cancelledId,
    closedId,
    seriesDateTimeId,
    attendanceId,
    seriesId: series.id,
    waitingId,
    taskRequestId,
    qrCodeId,
    expiredCode,
    memberCode,
    revokedCode,
    presenceId,
  };
}

beforeAll(async () => {
  [a, b] = [await studio(), await studio()];
}, 180_000);

/** What each company's booking holds, down to the fields these calls could change. */
async function holdings(s: Studio) {
  const { api } = s.tenant;
  const list = async <T>(path: string, pick: (row: T) => unknown) =>
    (await api.get<{ value: T[] }>(`${path}?$top=100&$orderby=id`)).value.map(pick);
  type Row = Record<string, unknown>;
  return {
    attendances: await list<Row>('/odata/Attendances', (r) => [r.id, r.status, r.checkedInDate, r.note, r.canceledDate]),
    presences: await list<Row>('/odata/Presences', (r) => [r.id, r.isOnline, r.attendanceIds]),
    series: await list<Row>('/odata/AttendeeCourses', (r) => [r.id, r.cancelled]),
    waiting: await list<Row>('/odata/AttendeeCourseWaitingPositions', (r) => [r.id, r.position]),
    requests: await list<Row>('/odata/TaskRequests', (r) => [r.id, r.status]),
    qrCodes: (await api.get<Row[]>(`/api/qrCodes/GetByLocationId/${s.locationId}`)).map((r) => [r.id, r.active, r.validTill]).sort(),
    memberCode: (await api.get<{ code: string }>(`/api/qrCodes/Personal/${s.memberId}`)).code,
  };
}

type Row = [family: string, what: string, request: () => [string, string, unknown?], status: number, code: string, field?: string];
const ROWS: Row[] = [
  // Attendances
  [
    'attendances',
    'a passed appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: a.otherId, AppointmentId: a.passedId }],
    409,
    'appointment_passed',
  ],
  [
    'attendances',
    'a cancelled appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: a.otherId, AppointmentId: a.cancelledId }],
    409,
    'appointment_cancelled',
  ],
  [
    'attendances',
    'no fitting membership',
    () => ['POST', '/api/Attendances', { AttendeeId: a.otherId, AppointmentId: a.closedId }],
    409,
    'not_available_for_attendee',
  ],
  [
    'attendances',
    'a double booking',
    () => ['POST', '/api/Attendances', { AttendeeId: a.memberId, AppointmentId: a.appointmentId }],
    409,
    'already_booked',
  ],
  [
    'attendances',
    'no attendee',
    () => ['POST', '/api/Attendances', { AppointmentId: a.appointmentId }],
    400,
    'validation_failed',
    'attendeeId',
  ],
  [
    'attendances',
    'an unknown appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: a.otherId, AppointmentId: randomUUID() }],
    404,
    'not_found',
  ],
  [
    'attendances',
    'confirming and cancelling nothing',
    () => ['POST', '/api/Attendances/SetConfirmedStatusMultiple', { ConfirmedAttendances: [], CancelledAttendances: [] }],
    400,
    'validation_failed',
  ],
  [
    'attendances',
    'an export ending before it starts',
    () => ['POST', '/api/Attendances/ExportConfirmed', { AttendeeId: a.memberId, FromDate: isoDate(2), TillDate: isoDate(1) }],
    400,
    'validation_failed',
    'tillDate',
  ],
  [
    'attendances',
    'several at once, one of them passed: none is booked',
    () => [
      'POST',
      '/api/Attendances/AddMultiple',
      {
        Attendances: [
          { AttendeeId: a.otherId, AppointmentId: a.appointmentId },
          { AttendeeId: a.otherId, AppointmentId: a.passedId },
        ],
      },
    ],
    409,
    'appointment_passed',
  ],
  [
    'attendances',
    'the same booking twice in one call',
    () => [
      'POST',
      '/api/Attendances/AddMultiple',
      {
        Attendances: [
          { AttendeeId: a.otherId, AppointmentId: a.appointmentId },
          { AttendeeId: a.otherId, AppointmentId: a.appointmentId },
        ],
      },
    ],
    409,
    'already_booked',
  ],
  [
    'attendances',
    'an empty list',
    () => ['POST', '/api/Attendances/AddMultiple', { Attendances: [] }],
    400,
    'validation_failed',
    'attendances',
  ],
  [
    'attendances',
    'a note of 1,001 characters',
    () => ['PUT', `/api/Attendances/${a.attendanceId}`, { Note: 'x'.repeat(1001) }],
    400,
    'validation_failed',
    'note',
  ],
  // Series
  [
    'series',
    'a second series of the same time',
    () => [
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: a.memberId, DateTimeId: a.seriesDateTimeId, ClientLocalDateTime: clientLocalDateTime() },
    ],
    409,
    'already_booked',
  ],
  [
    'series',
    'an unknown date-time',
    () => ['POST', '/api/AttendeeCourses', { AttendeeId: a.otherId, DateTimeId: randomUUID(), ClientLocalDateTime: clientLocalDateTime() }],
    404,
    'not_found',
  ],
  [
    'series',
    'an empty list',
    () => ['POST', '/api/AttendeeCourses/AddMultiple', { AttendeeCourses: [], ClientLocalDateTime: clientLocalDateTime() }],
    400,
    'validation_failed',
    'attendeeCourses',
  ],
  // Task requests
  [
    'task requests',
    'a second open request for one attendance',
    () => ['POST', '/api/TaskRequests', { AttendanceId: a.attendanceId }],
    409,
    'conflict',
  ],
  [
    'task requests',
    'a decision that is neither accept nor reject',
    () => ['PUT', `/api/TaskRequests/${a.taskRequestId}`, { Status: 'OPEN' }],
    400,
    'validation_failed',
    'status',
  ],
  ['task requests', 'deleting an open request', () => ['DELETE', `/api/TaskRequests/${a.taskRequestId}`], 409, 'task_request_open'],
  [
    'task requests',
    'an empty id list',
    () => ['PUT', '/api/TaskRequests/UpdateTaskRequestStatusMultiple', { ReferencesId: [], Status: 'ACCEPT' }],
    400,
    'validation_failed',
    'referencesId',
  ],
  // Presence
  [
    'presence',
    'a presence without a location',
    () => ['POST', '/api/Presences/Enter', { AttendeeId: a.otherId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'presence',
    'a presence without anyone',
    () => ['POST', '/api/Presences/Enter', { LocationId: a.locationId }],
    400,
    'validation_failed',
    'attendeeId',
  ],
  [
    'presence',
    'an empty id list',
    () => ['POST', '/api/Presences/LeaveMulipleByAttendances', { AttendanceIds: [] }],
    400,
    'validation_failed',
    'attendanceIds',
  ],
  ['presence', 'leaving without a visit', () => ['POST', '/api/Presences/Leave', { AttendeeId: a.otherId }], 409, 'not_present'],
  // QR codes
  ['QR codes', 'an expired location code', () => ['POST', '/api/checkIn/SelfCheckIn', { Code: a.expiredCode }], 409, 'qr_code_expired'],
  [
    'QR codes',
    "a revoked member's code",
    () => ['POST', '/api/checkIn/Scan', { Code: a.revokedCode, LocationId: a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    'a forged member code',
    () => ['POST', '/api/checkIn/Scan', { Code: `${a.memberCode.slice(0, -4)}AAAA`, LocationId: a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    "another company's member code at this door",
    () => ['POST', '/api/checkIn/Scan', { Code: b.memberCode, LocationId: a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    'a code for a location and a course',
    () => ['POST', '/api/qrCodes', { Name: 'X', LocationId: a.locationId, CourseId: a.courseId }],
    400,
    'validation_failed',
    'locationId',
  ],
  // A location named in a body is checked like any field (decision 0030): another company's is a field error.
  [
    'presence',
    "another company's location",
    () => ['POST', '/api/Presences/Enter', { AttendeeId: a.otherId, LocationId: b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'QR codes',
    "a scan at another company's location",
    () => ['POST', '/api/checkIn/Scan', { Code: a.memberCode, LocationId: b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'QR codes',
    "a code for another company's location",
    () => ['POST', '/api/qrCodes', { Name: 'X', LocationId: b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  // Waiting positions
  [
    'waiting positions',
    'joining the line twice',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: a.otherId, DateTimeId: a.seriesDateTimeId }],
    409,
    'conflict',
  ],
  [
    'waiting positions',
    'joining with a running series',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: a.memberId, DateTimeId: a.seriesDateTimeId }],
    409,
    'already_booked',
  ],
  [
    'waiting positions',
    'position zero',
    () => ['PUT', `/api/AttendeeCourseWaitingPositions/${a.waitingId}`, { Position: 0 }],
    400,
    'validation_failed',
    'position',
  ],
  // Offers
  ['offers', 'accepting without an offer', () => ['PUT', `/api/Attendances/AcceptOffer/${a.attendanceId}`], 409, 'offer_not_open'],
  ['offers', 'declining without an offer', () => ['PUT', `/api/Attendances/DeclineOffer/${a.attendanceId}`], 409, 'offer_not_open'],
];

/** Every id-taking route of these families, called by company a with company b's ids. */
const FOREIGN: [route: string, request: () => [string, string, unknown?]][] = [
  ['GET /api/Attendances/:id', () => ['GET', `/api/Attendances/${b.attendanceId}`]],
  ['POST /api/Attendances (attendee)', () => ['POST', '/api/Attendances', { AttendeeId: b.memberId, AppointmentId: a.appointmentId }]],
  ['POST /api/Attendances (appointment)', () => ['POST', '/api/Attendances', { AttendeeId: a.otherId, AppointmentId: b.appointmentId }]],
  ['PUT /api/Attendances/:id', () => ['PUT', `/api/Attendances/${b.attendanceId}`, { Note: 'fremd' }]],
  [
    'POST /api/Attendances/AddMultiple',
    () => ['POST', '/api/Attendances/AddMultiple', { Attendances: [{ AttendeeId: a.otherId, AppointmentId: b.appointmentId }] }],
  ],
  ['PUT /api/Attendances/Cancel/:id', () => ['PUT', `/api/Attendances/Cancel/${b.attendanceId}`]],
  [
    'PUT /api/Attendances/CancelByAppointmentId/:appointmentId/:attendeeId',
    () => ['PUT', `/api/Attendances/CancelByAppointmentId/${b.appointmentId}/${b.memberId}`],
  ],
  ['DELETE /api/Attendances/:id', () => ['DELETE', `/api/Attendances/${b.attendanceId}`]],
  [
    'POST /api/Attendances/SetConfirmedStatusMultiple',
    () => ['POST', '/api/Attendances/SetConfirmedStatusMultiple', { ConfirmedAttendances: [], CancelledAttendances: [b.attendanceId] }],
  ],
  [
    'POST /api/Attendances/SetCancelledStatusMultipleByCourse',
    () => [
      'POST',
      '/api/Attendances/SetCancelledStatusMultipleByCourse',
      { CourseId: b.courseId, AttendeeId: b.memberId, ClientLocalDateTime: clientLocalDateTime() },
    ],
  ],
  [
    'POST /api/Attendances/ExportConfirmed',
    () => ['POST', '/api/Attendances/ExportConfirmed', { AttendeeId: b.memberId, FromDate: isoDate(-1), TillDate: isoDate(30) }],
  ],
  ['GET /api/Attendances/Seats/:appointmentId', () => ['GET', `/api/Attendances/Seats/${b.appointmentId}`]],
  ['PUT /api/Attendances/AcceptOffer/:id', () => ['PUT', `/api/Attendances/AcceptOffer/${b.attendanceId}`]],
  ['PUT /api/Attendances/DeclineOffer/:id', () => ['PUT', `/api/Attendances/DeclineOffer/${b.attendanceId}`]],
  [
    'POST /api/AttendeeCourses',
    () => [
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: a.otherId, DateTimeId: b.seriesDateTimeId, ClientLocalDateTime: clientLocalDateTime() },
    ],
  ],
  [
    'POST /api/AttendeeCourses/AddMultiple',
    () => [
      'POST',
      '/api/AttendeeCourses/AddMultiple',
      { AttendeeCourses: [{ AttendeeId: b.otherId, DateTimeId: a.seriesDateTimeId }], ClientLocalDateTime: clientLocalDateTime() },
    ],
  ],
  ['GET /api/AttendeeCourses/:id', () => ['GET', `/api/AttendeeCourses/${b.seriesId}`]],
  ['DELETE /api/AttendeeCourses/:id', () => ['DELETE', `/api/AttendeeCourses/${b.seriesId}`]],
  ['POST /api/TaskRequests', () => ['POST', '/api/TaskRequests', { AttendanceId: b.attendanceId }]],
  ['POST /api/TaskRequests/AddAttendancess', () => ['POST', '/api/TaskRequests/AddAttendancess', { AttendancessIds: [b.attendanceId] }]],
  ['PUT /api/TaskRequests/:id', () => ['PUT', `/api/TaskRequests/${b.taskRequestId}`, { Status: 'REJECT' }]],
  [
    'PUT /api/TaskRequests/UpdateTaskRequestStatusMultiple',
    () => ['PUT', '/api/TaskRequests/UpdateTaskRequestStatusMultiple', { ReferencesId: [b.taskRequestId], Status: 'REJECT' }],
  ],
  [
    'PUT /api/TaskRequests/UpdateAttendancesStatusMultiple',
    () => ['PUT', '/api/TaskRequests/UpdateAttendancesStatusMultiple', { AttendancessIds: [b.attendanceId], Status: 'REJECT' }],
  ],
  ['DELETE /api/TaskRequests/:id', () => ['DELETE', `/api/TaskRequests/${b.taskRequestId}`]],
  ['POST /api/Presences/Enter (attendee)', () => ['POST', '/api/Presences/Enter', { AttendeeId: b.memberId, LocationId: a.locationId }]],
  ['POST /api/Presences/Leave', () => ['POST', '/api/Presences/Leave', { AttendeeId: b.memberId }]],
  ['POST /api/Presences/LastState', () => ['POST', '/api/Presences/LastState', { AttendeeId: b.memberId }]],
  [
    'POST /api/Presences/LeaveMulipleByAttendances',
    () => ['POST', '/api/Presences/LeaveMulipleByAttendances', { AttendanceIds: [b.attendanceId] }],
  ],
  ['GET /api/qrCodes/:id', () => ['GET', `/api/qrCodes/${b.qrCodeId}`]],
  ['GET /api/qrCodes/GetLatest/:id', () => ['GET', `/api/qrCodes/GetLatest/${b.qrCodeId}`]],
  ['PUT /api/qrCodes/:id', () => ['PUT', `/api/qrCodes/${b.qrCodeId}`, { Name: 'X', LocationId: b.locationId }]],
  ['DELETE /api/qrCodes/:id', () => ['DELETE', `/api/qrCodes/${b.qrCodeId}`]],
  ['GET /api/qrCodes/GetByLocationId/:id', () => ['GET', `/api/qrCodes/GetByLocationId/${b.locationId}`]],
  ['GET /api/qrCodes/GetByCourseId/:id', () => ['GET', `/api/qrCodes/GetByCourseId/${b.courseId}`]],
  ['GET /api/qrCodes/Personal/:attendeeId', () => ['GET', `/api/qrCodes/Personal/${b.memberId}`]],
  ['POST /api/qrCodes/Personal/:attendeeId/Revoke', () => ['POST', `/api/qrCodes/Personal/${b.memberId}/Revoke`, {}]],
  ['POST /api/qrCodes/DownloadForUsers', () => ['POST', '/api/qrCodes/DownloadForUsers', { AttendeeIds: [b.memberId] }]],
  [
    'POST /api/AttendeeCourseWaitingPositions',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: a.otherId, DateTimeId: b.seriesDateTimeId }],
  ],
  [
    'POST /api/AttendeeCourseWaitingPositions/AddMultiple',
    () => [
      'POST',
      '/api/AttendeeCourseWaitingPositions/AddMultiple',
      { AttendeeCourseWaitingPositions: [{ AttendeeId: b.memberId, DateTimeId: a.seriesDateTimeId }] },
    ],
  ],
  ['PUT /api/AttendeeCourseWaitingPositions/:id', () => ['PUT', `/api/AttendeeCourseWaitingPositions/${b.waitingId}`, { Position: 1 }]],
  ['DELETE /api/AttendeeCourseWaitingPositions/:id', () => ['DELETE', `/api/AttendeeCourseWaitingPositions/${b.waitingId}`]],
];

async function answerChangesNothing(request: () => [string, string, unknown?]) {
  const before = [await holdings(a), await holdings(b)];
  const [method, path, body] = request();
  const res = await a.tenant.api.raw(method, path, body);
  const answer = (await res.json()) as { code: string; details?: { fields?: { field: string }[] } };
  expect([await holdings(a), await holdings(b)]).toEqual(before);
  return { status: res.status, code: answer.code, fields: answer.details?.fields?.map((f) => f.field) ?? [] };
}

describe('booking bad input and cross-tenant ids through the gateway', { timeout: 60_000 }, () => {
  it('books several at once in the order given and changes a note (spec: Attendances AddMultiple and PUT)', async () => {
    const { api } = a.tenant;
    const { id: third } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Ute', LastName: 'Drei' });
    const { id: fourth } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Vera', LastName: 'Vier' });
    type Booked = { id: string; attendeeId: string; appointmentId: string; note: string | null };
    const booked = await eventually(() =>
      api.post<Booked[]>('/api/Attendances/AddMultiple', {
        Attendances: [
          { AttendeeId: third, AppointmentId: a.appointmentId, Note: 'neu' },
          { AttendeeId: fourth, AppointmentId: a.appointmentId },
        ],
      }),
    );
    expect(booked.map((x) => [x.attendeeId, x.note])).toEqual([
      [third, 'neu'],
      [fourth, null],
    ]);
    const changed = await api.request<Booked>('PUT', `/api/Attendances/${a.attendanceId}`, { Note: '  Knie links ' });
    expect(changed.note).toBe('Knie links');
    expect((await api.get<Booked>(`/api/Attendances/${a.attendanceId}`)).note).toBe('Knie links');
    await api.request('PUT', `/api/Attendances/${a.attendanceId}`, { Note: 'Knie' });
    for (const x of booked) await api.request('PUT', `/api/Attendances/Cancel/${x.id}`);
  });

  it.each(ROWS)('%s: %s', async (_family, _what, request, status, code, field) => {
    const answer = await answerChangesNothing(request);
    expect({ status: answer.status, code: answer.code }).toEqual({ status, code });
    if (field) expect(answer.fields).toContain(field);
  });

  it.each(FOREIGN)("%s with another company's id answers 404", async (_route, request) => {
    const answer = await answerChangesNothing(request);
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 404, code: 'not_found' });
  });
});

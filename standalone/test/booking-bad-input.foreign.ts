import { clientLocalDateTime, isoDate } from './booking-bad-input.studio.ts';
import { companies } from './booking-bad-input.rows.ts';

// booking-bad-input.test.ts's cross-tenant table: another company's ids answer 404 everywhere.

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** Every id-taking route of these families, called by company a with company b's ids. */
export const FOREIGN: [route: string, request: () => [string, string, unknown?]][] = [
  ['GET /api/Attendances/:id', () => ['GET', `/api/Attendances/${companies.b.attendanceId}`]],
  [
    'POST /api/Attendances (attendee)',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.b.memberId, AppointmentId: companies.a.appointmentId }],
  ],
  [
    'POST /api/Attendances (appointment)',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.otherId, AppointmentId: companies.b.appointmentId }],
  ],
  ['PUT /api/Attendances/:id', () => ['PUT', `/api/Attendances/${companies.b.attendanceId}`, { Note: 'fremd' }]],
  [
    'POST /api/Attendances/AddMultiple',
    () => [
      'POST',
      '/api/Attendances/AddMultiple',
      { Attendances: [{ AttendeeId: companies.a.otherId, AppointmentId: companies.b.appointmentId }] },
    ],
  ],
  ['PUT /api/Attendances/Cancel/:id', () => ['PUT', `/api/Attendances/Cancel/${companies.b.attendanceId}`]],
  [
    'PUT /api/Attendances/CancelByAppointmentId/:appointmentId/:attendeeId',
    () => ['PUT', `/api/Attendances/CancelByAppointmentId/${companies.b.appointmentId}/${companies.b.memberId}`],
  ],
  ['DELETE /api/Attendances/:id', () => ['DELETE', `/api/Attendances/${companies.b.attendanceId}`]],
  [
    'POST /api/Attendances/SetConfirmedStatusMultiple',
    () => [
      'POST',
      '/api/Attendances/SetConfirmedStatusMultiple',
      { ConfirmedAttendances: [], CancelledAttendances: [companies.b.attendanceId] },
    ],
  ],
  [
    'POST /api/Attendances/SetCancelledStatusMultipleByCourse',
    () => [
      'POST',
      '/api/Attendances/SetCancelledStatusMultipleByCourse',
      { CourseId: companies.b.courseId, AttendeeId: companies.b.memberId, ClientLocalDateTime: clientLocalDateTime() },
    ],
  ],
  [
    'POST /api/Attendances/ExportConfirmed',
    () => ['POST', '/api/Attendances/ExportConfirmed', { AttendeeId: companies.b.memberId, FromDate: isoDate(-1), TillDate: isoDate(30) }],
  ],
  ['GET /api/Attendances/Seats/:appointmentId', () => ['GET', `/api/Attendances/Seats/${companies.b.appointmentId}`]],
  ['PUT /api/Attendances/AcceptOffer/:id', () => ['PUT', `/api/Attendances/AcceptOffer/${companies.b.attendanceId}`]],
  ['PUT /api/Attendances/DeclineOffer/:id', () => ['PUT', `/api/Attendances/DeclineOffer/${companies.b.attendanceId}`]],
  [
    'POST /api/AttendeeCourses',
    () => [
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: companies.a.otherId, DateTimeId: companies.b.seriesDateTimeId, ClientLocalDateTime: clientLocalDateTime() },
    ],
  ],
  [
    'POST /api/AttendeeCourses/AddMultiple',
    () => [
      'POST',
      '/api/AttendeeCourses/AddMultiple',
      {
        AttendeeCourses: [{ AttendeeId: companies.b.otherId, DateTimeId: companies.a.seriesDateTimeId }],
        ClientLocalDateTime: clientLocalDateTime(),
      },
    ],
  ],
  ['GET /api/AttendeeCourses/:id', () => ['GET', `/api/AttendeeCourses/${companies.b.seriesId}`]],
  ['DELETE /api/AttendeeCourses/:id', () => ['DELETE', `/api/AttendeeCourses/${companies.b.seriesId}`]],
  ['POST /api/TaskRequests', () => ['POST', '/api/TaskRequests', { AttendanceId: companies.b.attendanceId }]],
  [
    'POST /api/TaskRequests/AddAttendancess',
    () => ['POST', '/api/TaskRequests/AddAttendancess', { AttendancessIds: [companies.b.attendanceId] }],
  ],
  ['PUT /api/TaskRequests/:id', () => ['PUT', `/api/TaskRequests/${companies.b.taskRequestId}`, { Status: 'REJECT' }]],
  [
    'PUT /api/TaskRequests/UpdateTaskRequestStatusMultiple',
    () => ['PUT', '/api/TaskRequests/UpdateTaskRequestStatusMultiple', { ReferencesId: [companies.b.taskRequestId], Status: 'REJECT' }],
  ],
  [
    'PUT /api/TaskRequests/UpdateAttendancesStatusMultiple',
    () => ['PUT', '/api/TaskRequests/UpdateAttendancesStatusMultiple', { AttendancessIds: [companies.b.attendanceId], Status: 'REJECT' }],
  ],
  ['DELETE /api/TaskRequests/:id', () => ['DELETE', `/api/TaskRequests/${companies.b.taskRequestId}`]],
  [
    'POST /api/Presences/Enter (attendee)',
    () => ['POST', '/api/Presences/Enter', { AttendeeId: companies.b.memberId, LocationId: companies.a.locationId }],
  ],
  ['POST /api/Presences/Leave', () => ['POST', '/api/Presences/Leave', { AttendeeId: companies.b.memberId }]],
  ['POST /api/Presences/LastState', () => ['POST', '/api/Presences/LastState', { AttendeeId: companies.b.memberId }]],
  [
    'POST /api/Presences/LeaveMulipleByAttendances',
    () => ['POST', '/api/Presences/LeaveMulipleByAttendances', { AttendanceIds: [companies.b.attendanceId] }],
  ],
  ['GET /api/Presences/:id', () => ['GET', `/api/Presences/${companies.b.presenceId}`]],
  [
    'POST /api/Presences (attendee)',
    () => [
      'POST',
      '/api/Presences',
      { AttendeeId: companies.b.memberId, LocationId: companies.a.locationId, DateEnter: hoursAgo(3), DateLeave: hoursAgo(2) },
    ],
  ],
  [
    'PUT /api/Presences/:id',
    () => [
      'PUT',
      `/api/Presences/${companies.b.presenceId}`,
      { LocationId: companies.a.locationId, DateEnter: hoursAgo(3), DateLeave: hoursAgo(2) },
    ],
  ],
  ['DELETE /api/Presences/:id', () => ['DELETE', `/api/Presences/${companies.b.presenceId}`]],
  ['GET /api/PresenceAttendances/:id', () => ['GET', `/api/PresenceAttendances/${companies.b.presenceAttendanceId}`]],
  [
    'POST /api/PresenceAttendances (visit)',
    () => ['POST', '/api/PresenceAttendances', { PresenceId: companies.b.presenceId, AttendancesId: companies.a.attendanceId }],
  ],
  [
    'POST /api/PresenceAttendances (booking)',
    () => ['POST', '/api/PresenceAttendances', { PresenceId: companies.a.presenceId, AttendancesId: companies.b.attendanceId }],
  ],
  [
    'POST /api/PresenceAttendances/AddMultiple (visit)',
    () => ['POST', '/api/PresenceAttendances/AddMultiple', { PresenceId: companies.b.presenceId, Attendances: [companies.a.attendanceId] }],
  ],
  [
    'POST /api/PresenceAttendances/AddMultiple (booking)',
    () => ['POST', '/api/PresenceAttendances/AddMultiple', { PresenceId: companies.a.presenceId, Attendances: [companies.b.attendanceId] }],
  ],
  [
    'PUT /api/PresenceAttendances/:id',
    () => [
      'PUT',
      `/api/PresenceAttendances/${companies.b.presenceAttendanceId}`,
      { PresenceId: companies.a.presenceId, AttendancesId: companies.a.attendanceId },
    ],
  ],
  [
    'PUT /api/PresenceAttendances/:id (to a foreign visit)',
    () => [
      'PUT',
      `/api/PresenceAttendances/${companies.a.presenceAttendanceId}`,
      { PresenceId: companies.b.presenceId, AttendancesId: companies.a.attendanceId },
    ],
  ],
  ['DELETE /api/PresenceAttendances/:id', () => ['DELETE', `/api/PresenceAttendances/${companies.b.presenceAttendanceId}`]],
  ['GET /api/RoomPresences/:id', () => ['GET', `/api/RoomPresences/${companies.b.roomPresenceId}`]],
  [
    'POST /api/RoomPresences (visit)',
    () => ['POST', '/api/RoomPresences', { PresenceId: companies.b.presenceId, RoomId: companies.a.roomId }],
  ],
  ['PUT /api/RoomPresences/:id', () => ['PUT', `/api/RoomPresences/${companies.b.roomPresenceId}`, { Leave: true }]],
  ['GET /odata/RoomPresences/GetByLocationId/:locationId', () => ['GET', `/odata/RoomPresences/GetByLocationId/${companies.b.locationId}`]],
  ['GET /odata/RoomPresences/GetByAttendeeId/:attendeeId', () => ['GET', `/odata/RoomPresences/GetByAttendeeId/${companies.b.memberId}`]],
  ['GET /api/qrCodes/:id', () => ['GET', `/api/qrCodes/${companies.b.qrCodeId}`]],
  ['GET /api/qrCodes/GetLatest/:id', () => ['GET', `/api/qrCodes/GetLatest/${companies.b.qrCodeId}`]],
  ['PUT /api/qrCodes/:id', () => ['PUT', `/api/qrCodes/${companies.b.qrCodeId}`, { Name: 'X', LocationId: companies.b.locationId }]],
  ['DELETE /api/qrCodes/:id', () => ['DELETE', `/api/qrCodes/${companies.b.qrCodeId}`]],
  ['GET /api/qrCodes/GetByLocationId/:id', () => ['GET', `/api/qrCodes/GetByLocationId/${companies.b.locationId}`]],
  ['GET /api/qrCodes/GetByCourseId/:id', () => ['GET', `/api/qrCodes/GetByCourseId/${companies.b.courseId}`]],
  ['GET /api/qrCodes/Personal/:attendeeId', () => ['GET', `/api/qrCodes/Personal/${companies.b.memberId}`]],
  ['POST /api/qrCodes/Personal/:attendeeId/Revoke', () => ['POST', `/api/qrCodes/Personal/${companies.b.memberId}/Revoke`, {}]],
  ['POST /api/qrCodes/DownloadForUsers', () => ['POST', '/api/qrCodes/DownloadForUsers', { AttendeeIds: [companies.b.memberId] }]],
  [
    'POST /api/AttendeeCourseWaitingPositions',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: companies.a.otherId, DateTimeId: companies.b.seriesDateTimeId }],
  ],
  [
    'POST /api/AttendeeCourseWaitingPositions/AddMultiple',
    () => [
      'POST',
      '/api/AttendeeCourseWaitingPositions/AddMultiple',
      { AttendeeCourseWaitingPositions: [{ AttendeeId: companies.b.memberId, DateTimeId: companies.a.seriesDateTimeId }] },
    ],
  ],
  [
    'PUT /api/AttendeeCourseWaitingPositions/:id',
    () => ['PUT', `/api/AttendeeCourseWaitingPositions/${companies.b.waitingId}`, { Position: 1 }],
  ],
  ['DELETE /api/AttendeeCourseWaitingPositions/:id', () => ['DELETE', `/api/AttendeeCourseWaitingPositions/${companies.b.waitingId}`]],
];

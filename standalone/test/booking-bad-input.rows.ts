import { randomUUID } from 'node:crypto';
import { clientLocalDateTime, isoDate, type Studio } from './booking-bad-input.studio.ts';

// The table of booking-bad-input.test.ts: per booking family, bad input with its status and
// stable code, and every id-taking route called with another company's ids.

/** The two companies, set by the test before its rows run (the rows read them when called). */
export const companies = {} as { a: Studio; b: Studio };

export type Row = [family: string, what: string, request: () => [string, string, unknown?], status: number, code: string, field?: string];
export const ROWS: Row[] = [
  // Attendances
  [
    'attendances',
    'a passed appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.otherId, AppointmentId: companies.a.passedId }],
    409,
    'appointment_passed',
  ],
  [
    'attendances',
    'a cancelled appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.otherId, AppointmentId: companies.a.cancelledId }],
    409,
    'appointment_cancelled',
  ],
  [
    'attendances',
    'no fitting membership',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.otherId, AppointmentId: companies.a.closedId }],
    409,
    'not_available_for_attendee',
  ],
  [
    'attendances',
    'a double booking',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.memberId, AppointmentId: companies.a.appointmentId }],
    409,
    'already_booked',
  ],
  [
    'attendances',
    'no attendee',
    () => ['POST', '/api/Attendances', { AppointmentId: companies.a.appointmentId }],
    400,
    'validation_failed',
    'attendeeId',
  ],
  [
    'attendances',
    'an unknown appointment',
    () => ['POST', '/api/Attendances', { AttendeeId: companies.a.otherId, AppointmentId: randomUUID() }],
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
    () => ['POST', '/api/Attendances/ExportConfirmed', { AttendeeId: companies.a.memberId, FromDate: isoDate(2), TillDate: isoDate(1) }],
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
          { AttendeeId: companies.a.otherId, AppointmentId: companies.a.appointmentId },
          { AttendeeId: companies.a.otherId, AppointmentId: companies.a.passedId },
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
          { AttendeeId: companies.a.otherId, AppointmentId: companies.a.appointmentId },
          { AttendeeId: companies.a.otherId, AppointmentId: companies.a.appointmentId },
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
    () => ['PUT', `/api/Attendances/${companies.a.attendanceId}`, { Note: 'x'.repeat(1001) }],
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
      { AttendeeId: companies.a.memberId, DateTimeId: companies.a.seriesDateTimeId, ClientLocalDateTime: clientLocalDateTime() },
    ],
    409,
    'already_booked',
  ],
  [
    'series',
    'an unknown date-time',
    () => [
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: companies.a.otherId, DateTimeId: randomUUID(), ClientLocalDateTime: clientLocalDateTime() },
    ],
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
    () => ['POST', '/api/TaskRequests', { AttendanceId: companies.a.attendanceId }],
    409,
    'conflict',
  ],
  [
    'task requests',
    'a decision that is neither accept nor reject',
    () => ['PUT', `/api/TaskRequests/${companies.a.taskRequestId}`, { Status: 'OPEN' }],
    400,
    'validation_failed',
    'status',
  ],
  [
    'task requests',
    'deleting an open request',
    () => ['DELETE', `/api/TaskRequests/${companies.a.taskRequestId}`],
    409,
    'task_request_open',
  ],
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
    () => ['POST', '/api/Presences/Enter', { AttendeeId: companies.a.otherId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'presence',
    'a presence without anyone',
    () => ['POST', '/api/Presences/Enter', { LocationId: companies.a.locationId }],
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
  ['presence', 'leaving without a visit', () => ['POST', '/api/Presences/Leave', { AttendeeId: companies.a.otherId }], 409, 'not_present'],
  // QR codes
  [
    'QR codes',
    'an expired location code',
    () => ['POST', '/api/checkIn/SelfCheckIn', { Code: companies.a.expiredCode }],
    409,
    'qr_code_expired',
  ],
  [
    'QR codes',
    "a revoked member's code",
    () => ['POST', '/api/checkIn/Scan', { Code: companies.a.revokedCode, LocationId: companies.a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    'a forged member code',
    () => ['POST', '/api/checkIn/Scan', { Code: `${companies.a.memberCode.slice(0, -4)}AAAA`, LocationId: companies.a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    "another company's member code at this door",
    () => ['POST', '/api/checkIn/Scan', { Code: companies.b.memberCode, LocationId: companies.a.locationId }],
    400,
    'token_invalid',
  ],
  [
    'QR codes',
    'a code for a location and a course',
    () => ['POST', '/api/qrCodes', { Name: 'X', LocationId: companies.a.locationId, CourseId: companies.a.courseId }],
    400,
    'validation_failed',
    'locationId',
  ],
  // A location named in a body is checked like any field (decision 0030): another company's is a field error.
  [
    'presence',
    "another company's location",
    () => ['POST', '/api/Presences/Enter', { AttendeeId: companies.a.otherId, LocationId: companies.b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'QR codes',
    "a scan at another company's location",
    () => ['POST', '/api/checkIn/Scan', { Code: companies.a.memberCode, LocationId: companies.b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  [
    'QR codes',
    "a code for another company's location",
    () => ['POST', '/api/qrCodes', { Name: 'X', LocationId: companies.b.locationId }],
    400,
    'validation_failed',
    'locationId',
  ],
  // Waiting positions
  [
    'waiting positions',
    'joining the line twice',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: companies.a.otherId, DateTimeId: companies.a.seriesDateTimeId }],
    409,
    'conflict',
  ],
  [
    'waiting positions',
    'joining with a running series',
    () => ['POST', '/api/AttendeeCourseWaitingPositions', { AttendeeId: companies.a.memberId, DateTimeId: companies.a.seriesDateTimeId }],
    409,
    'already_booked',
  ],
  [
    'waiting positions',
    'position zero',
    () => ['PUT', `/api/AttendeeCourseWaitingPositions/${companies.a.waitingId}`, { Position: 0 }],
    400,
    'validation_failed',
    'position',
  ],
  // Offers
  [
    'offers',
    'accepting without an offer',
    () => ['PUT', `/api/Attendances/AcceptOffer/${companies.a.attendanceId}`],
    409,
    'offer_not_open',
  ],
  [
    'offers',
    'declining without an offer',
    () => ['PUT', `/api/Attendances/DeclineOffer/${companies.a.attendanceId}`],
    409,
    'offer_not_open',
  ],
];

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

import { randomUUID } from 'node:crypto';
import { clientLocalDateTime, isoDate, type Studio } from './booking-bad-input.studio.ts';

// The table of booking-bad-input.test.ts: per booking family, bad input with its status and
// stable code (presence's rows are booking-bad-input.presence.ts, the cross-tenant table
// booking-bad-input.foreign.ts).

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

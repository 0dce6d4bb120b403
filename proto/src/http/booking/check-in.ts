import { z } from 'zod';
import { Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { Attendance } from './attendances.ts';
import { Presence } from './presences.ts';

const staff = ['manager', 'employee', 'trainer'] as const;

/** A member's personal check-in code (a signed, revocable text; the app draws it as a QR code). */
export const MemberCodeResponse = z.object({ attendeeId: Uuid, code: z.string() });

export const ScanBody = z.object({
  /** What the scanner read (or the code typed in). */
  code: z.string().trim().min(1).max(300),
  locationId: Uuid,
});

export const CheckInResult = z.object({
  attendeeId: Uuid,
  fullName: z.string(),
  /** Whether a membership covers today; the door warns when not. */
  membershipValid: z.boolean(),
  /** Today's confirmed attendances, now checked in (empty: a visit without a booking). */
  checkedIn: z.array(Attendance),
  presence: Presence,
  /** The checked-in bookings' notes, when the company shows check-in notes (setting showCheckinNotePopup). */
  notes: z.array(z.string()),
  /** Warn now: no valid membership and the company shows that warning (showCheckinInvalidMembershipPopup). */
  warnInvalidMembership: z.boolean(),
});

/** A member's own check-in with a location or course code (decision 0044). */
export const SelfCheckInBody = z.object({
  /** The code's text as scanned (the link's `code` parameter). */
  code: z.string().trim().min(1).max(300),
  /** The phone's position; needed when the code checks GPS. */
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  securityPhrase: z.string().max(100).nullish(),
});

export const SelfCheckInResult = CheckInResult.extend({
  /** Null for a staff user checking in as themselves. */
  attendeeId: Uuid.nullable(),
  fullName: z.string().nullable(),
  /** Null when a course code's course has no location booking knows: the bookings are checked in, no visit opened. */
  presence: Presence.nullable(),
  qrCodeName: z.string(),
});

export const bookingCheckInContracts = {
  getMemberCode: route({
    method: 'GET',
    path: '/api/qrCodes/Personal/:attendeeId',
    service: 'booking',
    access: staff,
    summary: "A member's personal check-in code",
    params: z.object({ attendeeId: Uuid }),
    response: MemberCodeResponse,
  }),
  getMyMemberCode: route({
    method: 'GET',
    path: '/api/qrCodes/MyCode',
    service: 'booking',
    access: ['attendee'],
    summary: 'The signed-in member’s own check-in code (null for a login that is no member)',
    response: z.object({ attendeeId: Uuid.nullable(), code: z.string().nullable() }),
  }),
  revokeMemberCode: route({
    method: 'POST',
    path: '/api/qrCodes/Personal/:attendeeId/Revoke',
    service: 'booking',
    access: staff,
    summary: 'Revoke a member’s code (lost card or phone): older codes stop working, a new one is answered',
    params: z.object({ attendeeId: Uuid }),
    response: MemberCodeResponse,
  }),
  scanCheckIn: route({
    method: 'POST',
    path: '/api/checkIn/Scan',
    service: 'booking',
    access: staff,
    summary: "Check a member in by their code: today's confirmed attendances and a visit at the location",
    body: ScanBody,
    response: CheckInResult,
  }),
  selfCheckIn: route({
    method: 'POST',
    path: '/api/checkIn/SelfCheckIn',
    service: 'booking',
    access: screenRoles('/self-checkin'),
    summary: "Check oneself in with a location or course code: today's confirmed attendances there and a visit",
    body: SelfCheckInBody,
    response: SelfCheckInResult,
  }),
} satisfies Record<string, RouteContract>;

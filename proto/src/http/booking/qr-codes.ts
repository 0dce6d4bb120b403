import { z } from 'zod';
import { Created, IdParams, LocalDate, Uuid } from '../common.ts';
import { PrintQuery } from '../documents/pdf.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Spec sections 3 and 7 "QR codes": a code hung up at a location or for a course, which members
// scan to check themselves in (decision 0044). Managed with the location's flags.

const locations = screenRoles('/locations');
const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);

/** A location code or a course code: exactly one of the two ids. */
export const QrCodeInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    active: z.boolean().default(true),
    /** First and last local day the code works (inclusive); empty means open-ended. */
    validFrom: LocalDate.nullish(),
    validTill: LocalDate.nullish(),
    address: z.string().trim().max(300).nullish(),
    lat: Latitude.nullish(),
    lng: Longitude.nullish(),
    locationId: Uuid.nullish(),
    courseId: Uuid.nullish(),
    /** Check the member's position against lat/lng (needs both). */
    checkGps: z.boolean().default(false),
    /** Keep the position the member's phone sent with the check-in. */
    saveGpsByCheck: z.boolean().default(false),
    /** When set, a member must type it to check in (compared ignoring case and outer spaces). */
    securityPhrase: z.string().trim().max(100).nullish(),
  })
  .refine((q) => Boolean(q.locationId) !== Boolean(q.courseId), { message: 'a location or a course, not both', path: ['locationId'] })
  .refine((q) => !q.validFrom || !q.validTill || q.validFrom <= q.validTill, { message: 'ends before it starts', path: ['validTill'] })
  .refine((q) => !q.checkGps || (q.lat != null && q.lng != null), { message: 'GPS checks need lat and lng', path: ['lat'] });
export type QrCodeInput = z.infer<typeof QrCodeInput>;

export const QrCode = z.object({
  id: Uuid,
  name: z.string(),
  active: z.boolean(),
  validFrom: LocalDate.nullable(),
  validTill: LocalDate.nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  locationId: Uuid.nullable(),
  courseId: Uuid.nullable(),
  /** The app path that checks in with this code (`/self-checkin?code=…`); the app puts its origin in front. */
  qrCodeUrl: z.string(),
  /** The signed text the QR code carries (never a bare id). */
  code: z.string(),
  checkGps: z.boolean(),
  saveGpsByCheck: z.boolean(),
  /** Staff see the phrase to hang it up; members never get this object. */
  securityPhrase: z.string().nullable(),
  createdDate: z.string(),
});

export const QrCodeFilter = z.object({
  /** Only active (true) or only inactive (false) codes. */
  active: z.stringbool().optional(),
  /** Only codes whose validity window contains today (true) or does not (false). */
  valid: z.stringbool().optional(),
});

export const Coordinates = z.object({ lat: Latitude, lng: Longitude });

export const DownloadForUsersBody = z
  .object({
    /** Put in front of each code to make the link a phone opens, e.g. `https://app.example/self-checkin?code=`. */
    urlPrefix: z.string().trim().max(300).default(''),
    applicationUserIds: z.array(Uuid).max(500).default([]),
    attendeeIds: z.array(Uuid).max(500).default([]),
  })
  .refine((b) => b.applicationUserIds.length + b.attendeeIds.length > 0, { message: 'name at least one member', path: ['attendeeIds'] });

/** One member's personal code on the printed sheet (documents renders the sheet, decision 0056). */
export const UserCodeEntry = z.object({
  attendeeId: Uuid,
  applicationUserId: Uuid.nullable(),
  fullName: z.string(),
  code: z.string(),
  url: z.string(),
});

export const bookingQrCodeContracts = {
  createQrCode: route({
    method: 'POST',
    path: '/api/qrCodes',
    service: 'booking',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Create a location or course QR code for self check-in',
    body: QrCodeInput,
    response: Created,
  }),
  updateQrCode: route({
    method: 'PUT',
    path: '/api/qrCodes/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Change a QR code (name, validity, GPS, phrase); its printed code stays the same',
    params: IdParams,
    body: QrCodeInput,
    response: QrCode,
  }),
  deleteQrCode: route({
    method: 'DELETE',
    path: '/api/qrCodes/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Delete a QR code: printed copies stop working',
    params: IdParams,
  }),
  getLatestQrCode: route({
    method: 'GET',
    path: '/api/qrCodes/GetLatest/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsView',
    summary: 'The newest active code of a location or course (by its id)',
    params: IdParams,
    response: QrCode,
  }),
  getQrCodesByLocation: route({
    method: 'GET',
    path: '/api/qrCodes/GetByLocationId/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsView',
    summary: "A location's codes, newest first, optionally only active or only valid today",
    params: IdParams,
    query: QrCodeFilter,
    response: z.array(QrCode),
  }),
  getQrCodesByCourse: route({
    method: 'GET',
    path: '/api/qrCodes/GetByCourseId/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsView',
    summary: "A course's codes, newest first, optionally only active or only valid today",
    params: IdParams,
    query: QrCodeFilter,
    response: z.array(QrCode),
  }),
  getCoordinatesFromAddress: route({
    method: 'GET',
    path: '/api/qrCodes/GetCoordinatesFromAddress/:address',
    service: 'booking',
    access: locations,
    permission: 'locationsView',
    summary: 'Latitude and longitude of an address; geocoder_not_available when no geocoder is configured',
    params: z.object({ address: z.string().trim().min(3).max(300) }),
    response: Coordinates,
  }),
  downloadQrCodesForUsers: route({
    method: 'POST',
    path: '/api/qrCodes/DownloadForUsers',
    service: 'booking',
    access: screenRoles('/attendees'),
    permission: 'attendeesView',
    summary: "Members' personal codes and links as a printed sheet (PDF; format=html: the same sheet's markup)",
    query: PrintQuery,
    body: DownloadForUsersBody,
    response: z.array(UserCodeEntry),
  }),
  getQrCode: route({
    method: 'GET',
    path: '/api/qrCodes/:id',
    service: 'booking',
    access: locations,
    permission: 'locationsView',
    summary: 'One QR code',
    params: IdParams,
    response: QrCode,
  }),
} satisfies Record<string, RouteContract>;

import { z } from 'zod';

/**
 * Every stable error code with its HTTP status and default message, in one place: a code means
 * the same status wherever it is thrown, and the web app translates the codes.
 */
export const ERRORS = {
  validation_failed: { status: 400, message: 'The request is not valid' },
  odata_invalid: { status: 400, message: 'The query options are not valid' },
  unknown_table: { status: 400, message: 'There is no reference table of this name' },
  token_invalid: { status: 400, message: 'The link is invalid or has expired' },
  unauthorized: { status: 401, message: 'Authentication required' },
  refresh_token_invalid: { status: 401, message: 'Refresh token is invalid; please sign in again' },
  login_invalid: { status: 401, message: 'User name or password is invalid' },
  login_user_passive: { status: 401, message: 'Access is restricted; please contact the company' },
  login_user_deleted: { status: 401, message: 'This user was deleted; please contact the company' },
  forbidden: { status: 403, message: 'Not allowed' },
  not_found: { status: 404, message: 'Resource not found' },
  conflict: { status: 409, message: 'This entry exists already' },
  company_name_taken: { status: 409, message: 'A company with this name exists already' },
  support_email_taken: { status: 409, message: 'This support e-mail is used by another company' },
  user_name_taken: { status: 409, message: 'This user name is taken' },
  email_taken: { status: 409, message: 'This e-mail is used by another user' },
  member_number_taken: { status: 409, message: 'This member number is taken' },
  licence_required: { status: 409, message: 'No free licence' },
  appointment_cancelled: { status: 409, message: 'The appointment is cancelled' },
  already_booked: { status: 409, message: 'The attendee is already booked on this appointment' },
  in_use: { status: 409, message: 'The entry is still used and cannot be deleted' },
  appointment_passed: { status: 409, message: 'The appointment has started or is over' },
  attendance_cancelled: { status: 409, message: 'The attendance is cancelled already' },
  not_present: { status: 409, message: 'This person is not present' },
  booking_too_early: { status: 409, message: 'The appointment cannot be booked this far ahead yet' },
  request_not_open: { status: 409, message: 'The request is decided already' },
  invoice_not_open: { status: 409, message: 'The invoice is not open (paid or cancelled); it cannot be changed' },
  not_available_for_attendee: { status: 409, message: "The course is open to other membership types than the attendee's at this date" },
  mandate_reference_taken: { status: 409, message: 'This mandate reference is used for another attendee' },
  collection_date_past: { status: 400, message: 'The collection date lies in the past' },
  direct_debit_empty: { status: 409, message: 'No open invoice can be collected on this date' },
  creditor_incomplete: { status: 409, message: "The company's name, IBAN or creditor identifier is missing or invalid" },
  return_file_unreadable: { status: 400, message: 'The return file is neither camt.054 XML nor the CSV format' },
  membership_not_active: {
    status: 409,
    message: "The attendee's membership of a type the course lists does not cover the appointment's date",
  },
  payload_too_large: { status: 413, message: 'The request is too large' },
  unsupported_media_type: { status: 415, message: 'The media type is not supported' },
  rate_limited: { status: 429, message: 'Too many requests' },
  internal: { status: 500, message: 'Internal error' },
  service_unavailable: { status: 503, message: 'The service is not reachable; please try again' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorCode = keyof typeof ERRORS;

/** Named access to the codes, e.g. `ErrorCode.NotFound`. */
export const ErrorCode = {
  ValidationFailed: 'validation_failed',
  ODataInvalid: 'odata_invalid',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  RateLimited: 'rate_limited',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  LoginInvalid: 'login_invalid',
  LoginUserPassive: 'login_user_passive',
  LoginUserDeleted: 'login_user_deleted',
  TokenInvalid: 'token_invalid',
  RefreshTokenInvalid: 'refresh_token_invalid',
  CompanyNameTaken: 'company_name_taken',
  SupportEmailTaken: 'support_email_taken',
  UserNameTaken: 'user_name_taken',
  EmailTaken: 'email_taken',
  MemberNumberTaken: 'member_number_taken',
  LicenceRequired: 'licence_required',
  AppointmentCancelled: 'appointment_cancelled',
  AlreadyBooked: 'already_booked',
  InUse: 'in_use',
  AppointmentPassed: 'appointment_passed',
  AttendanceCancelled: 'attendance_cancelled',
  NotPresent: 'not_present',
  BookingTooEarly: 'booking_too_early',
  UnknownTable: 'unknown_table',
  RequestNotOpen: 'request_not_open',
  InvoiceNotOpen: 'invoice_not_open',
  NotAvailableForAttendee: 'not_available_for_attendee',
  MandateReferenceTaken: 'mandate_reference_taken',
  CollectionDatePast: 'collection_date_past',
  DirectDebitEmpty: 'direct_debit_empty',
  CreditorIncomplete: 'creditor_incomplete',
  ReturnFileUnreadable: 'return_file_unreadable',
  MembershipNotActive: 'membership_not_active',
  ServiceUnavailable: 'service_unavailable',
  Internal: 'internal',
} as const satisfies Record<string, ErrorCode>;

export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const FieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

import { z } from 'zod';

// Stable error codes; the web app translates them (spec section 8 keys live in its i18n files).
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
  CompanyNameTaken: 'company_name_taken',
  UserNameTaken: 'user_name_taken',
  EmailTaken: 'email_taken',
  LicenceRequired: 'licence_required',
  AppointmentCancelled: 'appointment_cancelled',
  AlreadyBooked: 'already_booked',
  ServiceUnavailable: 'service_unavailable',
  Internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const FieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiFailure } from '../../api/client.ts';

/** Error codes with a text of their own under `error.<code>`; anything else reads "request failed". */
const KNOWN_CODES = new Set([
  'validation_failed',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'company_name_taken',
  'user_name_taken',
  'email_taken',
  'licence_required',
  'already_booked',
  'appointment_cancelled',
  'appointment_passed',
  'attendance_cancelled',
  'token_invalid',
  'in_use',
  'service_unavailable',
  'unknown_table',
  'request_not_open',
  'offer_expired',
  'offer_not_open',
  'mandate_reference_taken',
  'collection_date_past',
  'direct_debit_empty',
  'creditor_incomplete',
  'return_file_unreadable',
  'member_number_taken',
  'qr_code_inactive',
  'qr_code_expired',
  'qr_code_not_yet_valid',
  'position_required',
  'check_in_too_far',
  'security_phrase_wrong',
  'geocoder_not_available',
  'payment_provider_not_configured',
  'payment_provider_error',
  'card_declined',
  'subscription_exists',
  'upload_token_expired',
  'upload_token_invalid',
  'unsupported_media_type',
  'payload_too_large',
]);

/** The i18n key for a failed request, by the server's stable error code. */
export function errorMessageId(err: unknown): string {
  const code = err instanceof ApiFailure ? err.body.code : undefined;
  return code && KNOWN_CODES.has(code) ? `error.${code}` : 'error.request_failed';
}

interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Puts a server's validation errors under their fields (the server answers the same zod
 * messages the form uses) and answers the key of the form-level message for the rest.
 */
export function applyServerError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, err: unknown): string {
  if (err instanceof ApiFailure && err.body.code === 'validation_failed') {
    const issues = (err.body.details as { fields?: FieldIssue[] } | undefined)?.fields ?? [];
    const known = Object.keys(form.getValues());
    let placed = false;
    for (const issue of issues) {
      const field = issue.field;
      const root = field.split('.')[0] ?? '';
      if (!known.some((k) => k.toLowerCase() === root.toLowerCase())) continue;
      form.setError(field as Path<T>, { type: 'server', message: issue.message });
      placed = true;
    }
    if (placed) return 'error.validation_failed';
  }
  return errorMessageId(err);
}

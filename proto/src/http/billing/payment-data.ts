import { z } from 'zod';
import { PaymentDataType, PaymentInterval } from '../../enums.ts';
import { screenRoles } from '../../screens.ts';
import { Iban, IdParams, LocalDate, Uuid } from '../common.ts';
import { route } from '../contract.ts';

// Spec section 3 "Payment data": one row per attendee. Money screens are office work, so these
// routes share the invoices' screen family and permissions (a trainer sees no bank account).

/** SEPA's Latin subset (EPC guidelines): what a mandate reference may hold, 35 at most. */
export const SEPA_REFERENCE = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;
/** BIC/SWIFT: bank, country, location, optional branch (8 or 11). */
export const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullish());

export const MandateReference = z
  .string()
  .trim()
  .regex(SEPA_REFERENCE, "letters, digits and + ? / : ( ) . , ' - only, 35 at most")
  .refine((v) => !v.startsWith('/') && !v.includes('//'), 'must not start with / or contain //');

export const PaymentData = z.object({
  attendeeId: Uuid,
  attendeeName: z.string().nullable(),
  type: z.enum(PaymentDataType),
  interval: z.enum(PaymentInterval),
  iban: z.string().nullable(),
  /** The IBAN in groups of four, as printed on letters. */
  ibanFormatted: z.string().nullable(),
  bic: z.string().nullable(),
  accountHolder: z.string().nullable(),
  mandateReference: z.string().nullable(),
  mandateDate: LocalDate.nullable(),
  validFrom: LocalDate.nullable(),
  validTill: LocalDate.nullable(),
  /** A one-off mandate is collected once (sequence type OOFF). */
  recurring: z.boolean(),
  /** The next collection is the mandate's first (sequence type FRST). */
  firstCollection: z.boolean(),
  /** False for an attendee without payment data yet (spec: the load answers an empty mandate). */
  exists: z.boolean(),
});
export type PaymentData = z.infer<typeof PaymentData>;

export const UpdatePaymentMandateBody = z
  .object({
    attendeeId: Uuid,
    type: z.enum(PaymentDataType),
    interval: z.enum(PaymentInterval).default(PaymentInterval.Monthly),
    iban: z.preprocess((v) => (v === '' ? null : v), Iban.nullish()),
    bic: z.preprocess(
      (v) => (v === '' || v == null ? null : String(v).replace(/\s+/g, '').toUpperCase()),
      z.string().regex(BIC, 'expected a BIC of 8 or 11 characters').nullable(),
    ),
    accountHolder: optionalText(70),
    /** Assigned by billing when a direct-debit mandate has none. */
    mandateReference: z.preprocess((v) => (v === '' ? null : v), MandateReference.nullish()),
    mandateDate: z.preprocess((v) => (v === '' ? null : v), LocalDate.nullish()),
    validFrom: z.preprocess((v) => (v === '' ? null : v), LocalDate.nullish()),
    validTill: z.preprocess((v) => (v === '' ? null : v), LocalDate.nullish()),
    recurring: z.boolean().default(true),
    /** Set to start the sequence over (FRST) after a new mandate on the same reference. */
    firstCollection: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type !== PaymentDataType.DebitMandate) return;
    for (const field of ['iban', 'accountHolder', 'mandateDate'] as const) {
      if (!b[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required for a direct-debit mandate' });
    }
    if (b.validFrom && b.validTill && b.validTill < b.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTill'], message: 'must not be before validFrom' });
    }
  });
export type UpdatePaymentMandateBody = z.infer<typeof UpdatePaymentMandateBody>;

export const ValidateIbanBody = z.object({ iban: z.string().max(64) });
export const IbanCheck = z.object({
  valid: z.boolean(),
  /** Why not: malformed, unknown_country, structure, checksum, national_check (proto/src/iban.ts). */
  problem: z.string().nullable(),
  electronic: z.string(),
  formatted: z.string(),
});

export const billingPaymentDataContracts = {
  getPaymentMandate: route({
    method: 'GET',
    path: '/api/PaymentData/GetPaymentMandate/:id',
    service: 'billing',
    access: screenRoles('/invoices'),
    permission: 'invoicesView',
    summary: "An attendee's payment data and mandate (id = attendee id); an empty mandate when none is stored",
    params: IdParams,
    response: PaymentData,
  }),
  updatePaymentMandate: route({
    method: 'POST',
    path: '/api/PaymentData/UpdatePaymentMandate',
    service: 'billing',
    access: screenRoles('/invoices'),
    permission: 'invoicesEdit',
    summary: "Create or change an attendee's payment data and mandate (the reference is unique per company)",
    body: UpdatePaymentMandateBody,
    response: PaymentData,
  }),
  validateIban: route({
    method: 'POST',
    path: '/api/PaymentData/ValidateIban',
    service: 'billing',
    access: screenRoles('/invoices'),
    summary: 'Check an IBAN: country, length, check digits; answers the problem code',
    body: ValidateIbanBody,
    response: IbanCheck,
  }),
} as const;

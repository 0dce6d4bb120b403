import { z } from 'zod';
import { PaymentInterval } from '../../enums.ts';
import { Created, Iban, LocalDate, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { UserName } from '../identity/session.ts';
import { blankAsNull } from '../scheduling/recurrence.ts';
import { MembershipType, MembershipTypeCostOverride } from './catalogue.ts';
import { PersonFields } from './attendees.ts';
import { ContactInput } from './contacts.ts';
import { CostDiscount } from './costs.ts';

// Spec section 7 "Public membership registration" (family AttendeeRegisterFull): anonymous reads
// of one company's catalogue and the application itself. Every read is scoped to the company in
// the path (or the company of the location); the application to the company of its location.

const intervals = Object.values(PaymentInterval) as [number, ...number[]];
export const PaymentIntervalField = z.union(intervals.map((v) => z.literal(v))).default(PaymentInterval.Monthly);

/** The applicant: who they are and the login they ask for (identity creates it from the attendee's event). */
export const ApplicantInput = PersonFields.omit({ text: true, title: true }).extend({
  email: z.email(),
  birthday: LocalDate,
  userName: UserName,
});

/** The SEPA direct-debit mandate the applicant signs; billing keeps it as their payment data. */
export const ApplicationMandate = z.object({
  iban: Iban,
  accountHolder: z.string().trim().min(1).max(140),
  paymentInterval: PaymentIntervalField,
});

/** A guardian or other contact of the applicant; anonymous callers cannot link another attendee. */
export const ApplicationContact = ContactInput.omit({ contactAttendeeId: true, memberNumber: true });

/** What the figures depend on: the company (by location), the types, the member status, the interval and the start. */
export const ApplicationQuote = z.object({
  locationId: Uuid,
  membershipTypeIds: z
    .array(Uuid)
    .min(1)
    .max(10)
    .refine((ids) => new Set(ids).size === ids.length, 'each membership type once'),
  memberStatusId: blankAsNull(Uuid),
  paymentInterval: PaymentIntervalField,
  /** The first day of membership; today when left out. */
  fromDate: LocalDate.nullish(),
});

export const ApplicationInput = ApplicationQuote.omit({ paymentInterval: true }).extend({
  inputAppUser: ApplicantInput,
  /** An interested person of the location's company (the QR registration) who now applies. */
  existingAttendeeId: blankAsNull(Uuid),
  paymentMandate: ApplicationMandate,
  contact: ApplicationContact.nullish(),
  /** Spec section 5: terms and privacy must be confirmed. */
  agreedToTermsAndPrivacy: z.literal(true, { error: 'terms and privacy must be accepted' }),
  /** Honeypot: hidden from people, filled in by bots; an application with it stores nothing. */
  website: z.string().max(500).optional(),
});
export type ApplicationInput = z.infer<typeof ApplicationInput>;
export type ApplicationQuote = z.infer<typeof ApplicationQuote>;

/** Spec section 3 "Application confirmation data": the figures in cents, computed by the server. */
export const ApplicationFigures = z.object({
  subscriptions: z.array(z.string()),
  subscriptionPrices: z.array(z.number().int()),
  oneTimeCostItems: z.array(z.string()),
  oneTimeCostPrices: z.array(z.number().int()),
  periodicFixedCostItems: z.array(z.string()),
  periodicFixedCostPrices: z.array(z.number().int()),
  yearlyFixedCostItems: z.array(z.string()),
  yearlyFixedCostPrices: z.array(z.number().int()),
  totalCosts: z.number().int(),
  periodicCostFactor: z.number().int(),
  paymentInterval: z.number().int(),
  fromDate: LocalDate,
});
export type ApplicationFigures = z.infer<typeof ApplicationFigures>;

export const ApplicationConfirmation = ApplicationFigures.extend({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  userName: z.string(),
  iban: z.string(),
  accountHolder: z.string(),
  /** PaymentDataType: always the debit mandate here. */
  paymentType: z.number().int(),
});

export const ApplicationAnswer = Created.extend({
  confirmation: ApplicationConfirmation,
  /** Lets the applicant upload the documents their types require, for about an hour (UploadDocuments). */
  uploadToken: z.string(),
});

export const PublicCost = z.object({ id: Uuid, name: z.string(), type: z.number().int(), cost: z.number().int() });
export const PublicMemberStatus = z.object({ id: Uuid, name: z.string() });
export const CostMembershipTypeLink = z.object({ costId: Uuid, membershipTypeId: Uuid });
export const PublicApplicant = z.object({ id: Uuid, firstName: z.string(), lastName: z.string() });

const CompanyParams = z.object({ id: Uuid });
const base = { service: 'membership', access: 'public' } as const;
const read = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  route({ ...base, method: 'GET', path: `/api/AttendeeRegisterFull/${path}/:id`, summary, params: CompanyParams, response });

export const membershipApplicationContracts = {
  getApplicationMembershipTypes: read(
    'GetMembershipTypesByCompanyId',
    "A company's active membership types with their discounts",
    z.array(MembershipType),
  ),
  getApplicationCosts: read('GetCostsByCompanyId', "A company's active costs (reference table Cost)", z.array(PublicCost)),
  getApplicationMemberStatuses: read('GetMemberStatusesByCompanyId', "A company's active member statuses", z.array(PublicMemberStatus)),
  getApplicationCostOverrides: read(
    'GetMembershipTypeCostOverridesByCompanyId',
    "The cost per member status of a company's membership types",
    z.array(MembershipTypeCostOverride),
  ),
  getApplicationDiscounts: read(
    'GetActiveCostDiscountsByCompanyId',
    "A company's discounts that have not ended (today or later)",
    z.array(CostDiscount),
  ),
  getApplicationCostLinks: read(
    'GetCostMembershipTypes',
    "Which costs come with which of a company's membership types",
    z.array(CostMembershipTypeLink),
  ),
  getApplicationApplicant: route({
    ...base,
    method: 'GET',
    path: '/api/AttendeeRegisterFull/GetAttendeeByAttendeeIdAndLocationId/:attendeeId/:locationId',
    summary: "An interested person of the location's company, by name only, to continue their application",
    params: z.object({ attendeeId: Uuid, locationId: Uuid }),
    response: PublicApplicant,
  }),
  quoteApplication: route({
    ...base,
    method: 'POST',
    path: '/api/AttendeeRegisterFull/Confirmation',
    summary: 'The confirmation figures of an application before it is sent (nothing is stored)',
    body: ApplicationQuote,
    response: ApplicationFigures,
  }),
  registerApplication: route({
    ...base,
    method: 'POST',
    path: '/api/AttendeeRegisterFull/RegisterAttendee/:locale',
    summary:
      'Apply for membership: the attendee with a login, the memberships, a SEPA mandate and a contact; an open membership application for staff',
    params: z.object({ locale: z.string().max(10) }),
    body: ApplicationInput,
    response: ApplicationAnswer,
    rateLimit: 'application',
  }),
} as const;

import { z } from 'zod';
import { TerminationDateOption } from '../enums.ts';
import { defineEvent } from './envelope.ts';

export const CompanyCreated = defineEvent(
  'identity.company.created',
  1,
  z.object({ companyId: z.uuid(), name: z.string(), trialBeginDate: z.string(), adminUserId: z.uuid() }),
);

export const LocationCreated = defineEvent('identity.location.created', 1, z.object({ locationId: z.uuid(), name: z.string() }));

/** A location was changed (its name may be new): statistics labels its figures by the current name (decision 0071). */
export const LocationUpdated = defineEvent('identity.location.updated', 1, z.object({ locationId: z.uuid(), name: z.string() }));

/** A department was created or renamed: statistics labels its figures by the name (decision 0071). */
export const DepartmentSaved = defineEvent('identity.department.saved', 1, z.object({ departmentId: z.uuid(), name: z.string() }));

/**
 * A staff user (employee or trainer) was created or changed: other services keep who can teach
 * (scheduling's trainers) and how to name them. `roles` are the short forms (admin, trainer, …).
 */
export const StaffUserSaved = defineEvent(
  'identity.staff-user.saved',
  1,
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    active: z.boolean(),
  }),
);
export const StaffUserDeleted = defineEvent('identity.staff-user.deleted', 1, z.object({ userId: z.uuid() }));

/** A user chose the language of the app (UpdateLanguage): notification writes their mails in it (decision 0053). */
export const UserLanguageChanged = defineEvent(
  'identity.user.language-changed',
  1,
  z.object({ userId: z.uuid(), language: z.enum(['de', 'en']) }),
);

/**
 * The departments of one owner were replaced (DepartmentRefs AddMultiple): scheduling filters
 * courses by department, membership attendees. The whole set, so a consumer replaces its copy.
 */
export const DepartmentRefsReplaced = defineEvent(
  'identity.department-refs.replaced',
  1,
  z.object({
    owner: z.enum(['userId', 'locationId', 'courseId', 'attendeeId']),
    ownerId: z.uuid(),
    departmentIds: z.array(z.uuid()),
  }),
);

/** Templates the notification service renders (German or English subject and body). */
export const MailTemplate = z.enum(['password-reset', 'email-confirmation', 'manual-password-reset']);
export type MailTemplate = z.infer<typeof MailTemplate>;

/**
 * A mail identity wants sent: the notification service renders and delivers it. Variables are
 * the link parts and names the template needs; never a password (keys naming one are refused).
 */
export const MailRequested = defineEvent(
  'identity.mail.requested',
  1,
  z.object({
    to: z.email(),
    template: MailTemplate,
    locale: z.enum(['de', 'en']),
    userId: z.uuid().optional(),
    variables: z
      .record(z.string(), z.string().max(2_000))
      .default({})
      .refine((v) => Object.keys(v).every((k) => !/pass(word)?|pwd/i.test(k)), 'mail variables must not carry a password'),
  }),
);

/**
 * The company's settings after a save or a reset to the defaults (spec section 3 "Company
 * settings", without colour and logo): services apply the rules they own from them (membership's
 * termination dates, booking's advance days, billing's payment intervals).
 */
export const SettingsSaved = defineEvent(
  'identity.settings.saved',
  1,
  z.object({
    appointmentBookingInAdvanceDays: z.number().int(),
    membershipSubscriptionTerminationDate: z.enum(TerminationDateOption),
    membershipSubscriptionTerminationInAdvanceWeeks: z.number().int(),
    halfYearlyPaymentIntervalStartMonth: z.number().int(),
    allowMonthlyPaymentInterval: z.boolean(),
    allowQuarterlyPaymentInterval: z.boolean(),
    allowHalfYearlyPaymentInterval: z.boolean(),
    allowYearlyPaymentInterval: z.boolean(),
    showCheckinNotePopup: z.boolean(),
    showCheckinInvalidMembershipPopup: z.boolean(),
    /** Booking's waiting list: 0 (or absent, older events) promotes at once; N > 0 offers a freed place for N hours. */
    waitingListOfferHours: z.number().int().optional(),
    /** The offer clock stops between these local times (HH:mm); null or absent: it never stops. */
    waitingListNightFrom: z.string().nullable().optional(),
    waitingListNightTill: z.string().nullable().optional(),
  }),
);

/**
 * The company's master data after a change: billing needs its name, bank account and SEPA
 * creditor identifier to write direct-debit files.
 */
export const CompanySaved = defineEvent(
  'identity.company.saved',
  1,
  z.object({
    companyId: z.uuid(),
    name: z.string(),
    iban: z.string().nullable(),
    creditorIdentifier: z.string().nullable(),
  }),
);

import { z } from 'zod';
import { defineEvent } from './envelope.ts';

export const CompanyCreated = defineEvent(
  'identity.company.created',
  1,
  z.object({ companyId: z.uuid(), name: z.string(), trialBeginDate: z.string(), adminUserId: z.uuid() }),
);

export const LocationCreated = defineEvent('identity.location.created', 1, z.object({ locationId: z.uuid(), name: z.string() }));

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

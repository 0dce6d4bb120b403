import { z } from 'zod';
import { defineEvent } from './envelope.ts';

export const AttendeeMembership = z.object({
  membershipTypeId: z.uuid(),
  fromDate: z.string(),
  tillDate: z.string().nullable(),
});

/** Carries what booking, billing and identity need: who, the login to create, the memberships. */
export const AttendeeCreated = defineEvent(
  'membership.attendee.created',
  1,
  z.object({
    attendeeId: z.uuid(),
    applicationUserId: z.uuid().nullable(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    memberships: z.array(AttendeeMembership),
    /** The attendee's own validity (booking refuses an inactive one); absent from older events: active, no dates. */
    active: z.boolean().optional(),
    fromDate: z.string().nullable().optional(),
    tillDate: z.string().nullable().optional(),
    /** yyyy-mm-dd; statistics groups by age. Absent from older events: unknown. */
    birthday: z.string().nullable().optional(),
    /** From the salutation (mr male, ms female, else null); statistics groups by it. Absent from older events: unknown. */
    gender: z.enum(['male', 'female']).nullable().optional(),
  }),
);

/** A membership type as other services price and check it: cost, age range and cost per member status. */
export const MembershipTypeSaved = defineEvent(
  'membership.membership-type.saved',
  1,
  z.object({
    membershipTypeId: z.uuid(),
    name: z.string(),
    type: z.number().int(),
    cost: z.number().int(),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    active: z.boolean(),
    costOverrides: z.array(z.object({ memberStatusId: z.uuid(), cost: z.number().int() })),
    /** The cost is per year (billing bills a twelfth per month held), else per month. */
    yearly: z.boolean().default(false),
    /** The type's discounts; billing prices a period with the first whose dates hold its first day. */
    discounts: z
      .array(
        z.object({
          altName: z.string().nullable(),
          altCost: z.number().int(),
          dateFrom: z.string().nullable(),
          dateTill: z.string().nullable(),
        }),
      )
      .default([]),
  }),
);

export const MembershipTypeDeleted = defineEvent('membership.membership-type.deleted', 1, z.object({ membershipTypeId: z.uuid() }));

/** A cost of the catalogue (reference table Cost) was created or changed. */
export const CostSaved = defineEvent(
  'membership.cost.saved',
  1,
  z.object({ costId: z.uuid(), name: z.string(), type: z.number().int(), cost: z.number().int(), active: z.boolean() }),
);

export const CostDeleted = defineEvent('membership.cost.deleted', 1, z.object({ costId: z.uuid() }));

/** The whole list of a cost's discounts after a change; the first whose dates hold a day applies. */
export const DiscountsChanged = defineEvent(
  'membership.cost-discounts.changed',
  1,
  z.object({
    costId: z.uuid(),
    discounts: z.array(
      z.object({ altName: z.string().nullable(), altCost: z.number().int(), dateFrom: z.string(), dateTill: z.string().nullable() }),
    ),
  }),
);

/**
 * A member signed a SEPA direct-debit mandate (the public membership application): billing keeps
 * it as the attendee's payment data. Without a reference billing assigns one.
 */
export const MandateGiven = defineEvent(
  'membership.mandate.given',
  1,
  z.object({
    attendeeId: z.uuid(),
    iban: z.string().max(42),
    holder: z.string().min(1).max(140),
    mandateReference: z.string().max(35).nullish(),
    signedDate: z.iso.date(),
    /** The interval the applicant chose (PaymentInterval); without it billing keeps the one it has. */
    interval: z.number().int().nullish(),
  }),
);

/**
 * An attendee changed (data, memberships, or an interested person became a member: then
 * applicationUserId and userName are new and identity creates the login as for a new attendee).
 * Validity: `active`, `fromDate`, `tillDate` of the attendee itself and its memberships' dates.
 */
export const AttendeeUpdated = defineEvent(
  'membership.attendee.updated',
  1,
  AttendeeCreated.payload.extend({
    memberNumber: z.string().nullable(),
    mainLocationId: z.uuid().nullable(),
    active: z.boolean(),
    fromDate: z.string().nullable(),
    tillDate: z.string().nullable(),
  }),
);

/** Soft-deleted: the attendee leaves every list; the memberships it held are named for billing's records. */
export const AttendeeDeleted = defineEvent(
  'membership.attendee.deleted',
  1,
  z.object({
    attendeeId: z.uuid(),
    applicationUserId: z.uuid().nullable(),
    memberships: z.array(AttendeeMembership),
    deletedDate: z.string(),
  }),
);

/**
 * An attendee's contact persons were replaced: the whole set of those that are attendees of the
 * company, with their type (ContactType). Booking lets a parent's login see its children's bookings.
 */
export const ContactsReplaced = defineEvent(
  'membership.contacts.replaced',
  1,
  z.object({
    attendeeId: z.uuid(),
    contacts: z.array(z.object({ contactAttendeeId: z.uuid(), contactType: z.number().int() })),
  }),
);

/**
 * An attendee's additional locations were replaced (LocationAttendees AddMultiple): the whole set.
 * Notification targets news pushes by location (decision 0058).
 */
export const AttendeeLocationsReplaced = defineEvent(
  'membership.attendee-locations.replaced',
  1,
  z.object({ attendeeId: z.uuid(), locationIds: z.array(z.uuid()) }),
);

/**
 * An attendee's characteristics (reference links of kind CharacteristicAttendee) after any change:
 * the whole set with each link's dates (null: open). Statistics groups attendances by them (decision 0068).
 */
export const AttendeeCharacteristicsSet = defineEvent(
  'membership.attendee-characteristics.set',
  1,
  z.object({
    attendeeId: z.uuid(),
    characteristics: z.array(z.object({ referenceId: z.uuid(), fromDate: z.string().nullable(), tillDate: z.string().nullable() })),
  }),
);

/** A characteristic of the catalogue (reference table Characteristic) was created or renamed; statistics shows its name. */
export const CharacteristicSaved = defineEvent(
  'membership.characteristic.saved',
  1,
  z.object({ characteristicId: z.uuid(), name: z.string() }),
);

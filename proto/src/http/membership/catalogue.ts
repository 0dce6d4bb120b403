import { z } from 'zod';
import { CatalogueEntryType } from '../../enums.ts';
import { Cents, Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: membership types (catalogue entries with age range, required documents
// and cost), their cost per member status (MembershipTypeCostOverrides); their discounts are
// CostDiscounts (costs.ts) whose costId is the type's id.

const references = screenRoles('/reference-tables');
const readers = screenRoles('/attendees');

const entryTypes = Object.values(CatalogueEntryType) as [number, ...number[]];
export const CatalogueEntryTypeField = z.union(entryTypes.map((v) => z.literal(v)));

/** An age in whole years; a blank form field means no bound. */
const Age = z.preprocess((v) => (v === '' ? null : v), z.number().int().min(0).max(150).nullish());

/** min/max age fields and the rule that the upper bound is not below the lower one. */
export const ageFields = { minAge: Age, maxAge: Age };
export const ageInOrder = <S extends z.ZodType<{ minAge?: number | null; maxAge?: number | null }>>(schema: S) =>
  schema.refine((v) => v.minAge == null || v.maxAge == null || v.maxAge >= v.minAge, {
    path: ['maxAge'],
    message: 'must not be below minAge',
  });

const membershipTypeFields = {
  name: z.string().trim().min(1).max(120),
  info: z.string().max(2000).nullish(),
  /** Spec entry type: ForRegistration 0, Empty 1, MonthlyMembershipCost 2, YearlyMembershipCost 3. */
  type: CatalogueEntryTypeField.default(CatalogueEntryType.MonthlyMembershipCost),
  ...ageFields,
  /** Which documents an applicant has to hand in (free text shown in the application). */
  requiredDocuments: z.string().max(2000).nullish(),
  /** Cost in cents for one payment period. */
  cost: Cents.default(0),
  active: z.boolean().default(true),
};
export const MembershipTypeInput = ageInOrder(z.object(membershipTypeFields));
export type MembershipTypeInput = z.infer<typeof MembershipTypeInput>;

export const MembershipType = z.object({
  id: Uuid,
  name: z.string(),
  info: z.string().optional(),
  type: z.number().int(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  requiredDocuments: z.string().optional(),
  cost: z.number().int(),
  active: z.boolean(),
  /** Its discounts by dateFrom (spec entry "discounts"); the first whose dates hold a day applies. */
  discounts: z.array(
    z.object({ altName: z.string().optional(), altCost: z.number().int(), dateFrom: LocalDate, dateTill: LocalDate.optional() }),
  ),
});
export type MembershipType = z.infer<typeof MembershipType>;

/** One cost of a membership type for members of one member status. */
export const MemberStatusCostEntry = z.object({ memberStatusId: Uuid, cost: Cents });
export const MembershipTypeCostOverride = MemberStatusCostEntry.extend({ id: Uuid, membershipTypeId: Uuid });

/** AddMultiple replaces the type's overrides with these entries; one entry per member status. */
export const MembershipTypeCostOverridesInput = z.object({
  membershipTypeId: Uuid,
  memberStatusCostEntries: z
    .array(MemberStatusCostEntry)
    .max(200)
    .refine((e) => new Set(e.map((x) => x.memberStatusId)).size === e.length, 'one entry per member status'),
});

export const MembershipTypeIdParams = z.object({ membershipTypeId: Uuid });

const membershipTypeOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    info: { type: 'string' },
    type: { type: 'number' },
    minAge: { type: 'number' },
    maxAge: { type: 'number' },
    cost: { type: 'number' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

export const membershipCatalogueContracts = {
  createMembershipType: route({
    method: 'POST',
    path: '/api/references/MembershipType',
    service: 'membership',
    access: references,
    permission: 'membershipTypesCreateDelete',
    summary: 'Create a membership type',
    body: MembershipTypeInput,
    response: Created,
  }),
  updateMembershipType: route({
    method: 'PUT',
    path: '/api/references/MembershipType/:id',
    service: 'membership',
    access: references,
    permission: 'membershipTypesEdit',
    summary: 'Update a membership type',
    params: IdParams,
    body: MembershipTypeInput,
    response: MembershipType,
  }),
  getMembershipType: route({
    method: 'GET',
    path: '/api/references/MembershipType/:id',
    service: 'membership',
    access: readers,
    summary: 'One membership type',
    params: IdParams,
    response: MembershipType,
  }),
  deleteMembershipType: route({
    method: 'DELETE',
    path: '/api/references/:id/MembershipType',
    service: 'membership',
    access: references,
    permission: 'membershipTypesCreateDelete',
    summary: 'Delete a membership type with its overrides; refused (in_use) while attendees hold it',
    params: IdParams,
  }),
  listMembershipTypes: route({
    method: 'GET',
    path: '/odata/MembershipTypes',
    service: 'membership',
    access: readers,
    summary: 'Membership types as an OData list',
    odata: membershipTypeOData,
    response: odataList(MembershipType),
  }),
  getMembershipTypeCostOverrides: route({
    method: 'GET',
    path: '/api/MembershipTypeCostOverrides/GetByMembershipTypeId/:membershipTypeId',
    service: 'membership',
    access: readers,
    summary: "A membership type's cost per member status",
    params: MembershipTypeIdParams,
    response: z.array(MembershipTypeCostOverride),
  }),
  addMembershipTypeCostOverrides: route({
    method: 'POST',
    path: '/api/MembershipTypeCostOverrides/AddMultiple',
    service: 'membership',
    access: references,
    permission: 'membershipTypesEdit',
    summary: "Replace a membership type's cost per member status",
    body: MembershipTypeCostOverridesInput,
    response: z.array(MembershipTypeCostOverride),
  }),
} as const;

import { z } from 'zod';
import { commaList, Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';
import type { ReferenceTable } from './references.ts';

// Spec sections 3 and 7: reference links (ReferenceParents) tie an entry of a reference table to
// a parent. Membership serves the kinds whose parents it owns (an attendee's characteristics and
// roles, a membership type's costs) and the skills of trainers and courses, whose parents it
// knows from identity's and scheduling's events (decision 0040).

/** Link kind → the table its entries come from and what its parent is. */
export const REFERENCE_LINK_KINDS = {
  CharacteristicAttendee: { table: 'Characteristic', parent: 'attendee' },
  AttendeeRoleAttendee: { table: 'AttendeeRole', parent: 'attendee' },
  CostMembershipType: { table: 'Cost', parent: 'membershipType' },
  SkillTrainer: { table: 'Skill', parent: 'trainer' },
  SkillCourse: { table: 'Skill', parent: 'course' },
} as const satisfies Record<string, { table: ReferenceTable; parent: LinkParent }>;
export type LinkParent = 'attendee' | 'membershipType' | 'trainer' | 'course';
export type ReferenceLinkKind = keyof typeof REFERENCE_LINK_KINDS;
export const REFERENCE_LINK_KIND_NAMES = Object.keys(REFERENCE_LINK_KINDS) as ReferenceLinkKind[];

const readers = screenRoles('/attendees');

export const LinkKindParams = z.object({ table: z.string().max(60) });
export const LinkKindIdParams = LinkKindParams.extend({ id: Uuid });

export const ReferenceLinkInput = z
  .object({
    parentId: Uuid,
    referenceId: Uuid,
    text: z.string().max(2000).nullish(),
    level: z.number().int().min(0).max(100).nullish(),
    fromDate: LocalDate.nullish(),
    tillDate: LocalDate.nullish(),
    idNumber: z.string().trim().max(120).nullish(),
  })
  .refine((l) => !l.fromDate || !l.tillDate || l.tillDate >= l.fromDate, { path: ['tillDate'], message: 'must not be before dateFrom' });
export type ReferenceLinkInput = z.infer<typeof ReferenceLinkInput>;

/** AddMultiple replaces the parent's links of the kind with one per entry. */
export const ReferenceLinksInput = z.object({ parentId: Uuid, referenceIds: z.array(Uuid).max(200) });

export const ReferenceLink = z.object({
  id: Uuid,
  type: z.string(),
  parentId: Uuid,
  referenceId: Uuid,
  referenceName: z.string(),
  text: z.string().optional(),
  level: z.number().int().optional(),
  fromDate: LocalDate.optional(),
  tillDate: LocalDate.optional(),
  idNumber: z.string().optional(),
});

export const SkillCoverageQuery = z.object({ skillIds: commaList(Uuid).optional(), trainerIds: commaList(Uuid).optional() });
export type SkillCoverageQuery = z.infer<typeof SkillCoverageQuery>;
/** The share of the asked skills a trainer holds, 0–100 (rounded down). */
export const SkillCoverage = z.object({ trainerId: Uuid, percentage: z.number().int().min(0).max(100) });

export const ReferenceLinkQuery = z.object({ parentId: Uuid.optional(), type: z.string().max(60).optional() });

const linkOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    type: { type: 'string' },
    parentId: { type: 'uuid' },
    referenceId: { type: 'uuid' },
    level: { type: 'number' },
    fromDate: { type: 'date' },
    tillDate: { type: 'date' },
  },
  defaultOrder: [{ name: 'type', direction: 'asc' }],
};

const write = { service: 'membership', access: readers, permission: 'attendeesEdit' } as const;

export const membershipReferenceParentContracts = {
  listReferenceLinks: route({
    method: 'GET',
    path: '/odata/ReferenceParents',
    service: 'membership',
    access: readers,
    summary: 'Reference links as an OData list (filter by parentId and type)',
    odata: linkOData,
    response: odataList(ReferenceLink),
  }),
  getAllReferenceLinks: route({
    method: 'GET',
    path: '/api/ReferenceParents/GetAll',
    service: 'membership',
    access: readers,
    summary: 'All reference links of a parent and/or kind',
    query: ReferenceLinkQuery,
    response: z.array(ReferenceLink),
  }),
  getSkillCoverages: route({
    method: 'GET',
    path: '/api/Trainers/GetSkillCoverages',
    service: 'membership',
    access: screenRoles('/trainers'),
    summary:
      "Each trainer's share of the given skills (their SkillTrainer links); without trainerIds every trainer with a skill link, without skillIds 100 percent",
    query: SkillCoverageQuery,
    response: z.array(SkillCoverage),
  }),
  getReferenceLink: route({
    method: 'GET',
    path: '/api/ReferenceParents/:id',
    service: 'membership',
    access: readers,
    summary: 'One reference link',
    params: IdParams,
    response: ReferenceLink,
  }),
  createReferenceLink: route({
    ...write,
    method: 'POST',
    path: '/api/ReferenceParents/:table',
    summary: 'Link an entry to a parent (table: the link kind); costs of membership types also need membershipTypesEdit',
    params: LinkKindParams,
    body: ReferenceLinkInput,
    response: Created,
  }),
  addReferenceLinks: route({
    ...write,
    method: 'POST',
    path: '/api/ReferenceParents/AddMultiple/:table',
    summary: "Replace a parent's links of one kind",
    params: LinkKindParams,
    body: ReferenceLinksInput,
    response: z.array(ReferenceLink),
  }),
  updateReferenceLink: route({
    ...write,
    method: 'PUT',
    path: '/api/ReferenceParents/:table/:id',
    summary: 'Update a reference link',
    params: LinkKindIdParams,
    body: ReferenceLinkInput,
    response: ReferenceLink,
  }),
  deleteReferenceLink: route({
    ...write,
    method: 'DELETE',
    path: '/api/ReferenceParents/:id',
    summary: 'Remove a reference link',
    params: IdParams,
  }),
} as const;

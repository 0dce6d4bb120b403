import { z } from 'zod';
import { CatalogueEntryType } from '../../enums.ts';
import type { PermissionFlag } from '../../permissions.ts';
import { Cents, Created, IdParams, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';
import { ageFields, ageInOrder, CatalogueEntryTypeField } from './catalogue.ts';

// Spec sections 3 and 7: the reference tables (References family, one path per table) and skills.
// Membership types have their own richer contracts (catalogue.ts) on the same path family.

/** The closed list of tables the References family serves, with the flag guarding their writes. */
export const REFERENCE_TABLES = {
  Skill: 'skills',
  Characteristic: 'characteristics',
  Licence: 'licences',
  Cost: 'costs',
  Equipment: 'equipments',
  MemberStatus: 'memberStatuses',
  AttendeeRole: 'attendeeRoles',
} as const;
export type ReferenceTable = keyof typeof REFERENCE_TABLES;
export const REFERENCE_TABLE_NAMES = Object.keys(REFERENCE_TABLES) as ReferenceTable[];

/** The flag a write to a table needs beside referencesView, e.g. costsCreateDelete. */
export const referenceFlag = (table: ReferenceTable, action: 'CreateDelete' | 'Edit'): PermissionFlag =>
  `${REFERENCE_TABLES[table]}${action}` as PermissionFlag;

const writers = screenRoles('/reference-tables');
const readers = screenRoles('/attendees');

/** A table name is checked by the operation (unknown_table), so the path accepts any word here. */
export const TableParams = z.object({ table: z.string().max(60) });
export const TableIdParams = TableParams.extend({ id: Uuid });

export const ReferenceInput = ageInOrder(
  z.object({
    name: z.string().trim().min(1).max(120),
    info: z.string().max(2000).nullish(),
    /** Cost type of a cost (ForRegistration 0, Empty 1, Monthly 2, Yearly 3); Empty elsewhere. */
    type: CatalogueEntryTypeField.default(CatalogueEntryType.Empty),
    /** Costs only: the amount in cents. */
    cost: Cents.nullish(),
    /** Member statuses: the ages the status is meant for. */
    ...ageFields,
    active: z.boolean().default(true),
  }),
);
export type ReferenceInput = z.infer<typeof ReferenceInput>;

export const Reference = z.object({
  id: Uuid,
  tableName: z.string(),
  name: z.string(),
  info: z.string().optional(),
  type: z.number().int(),
  cost: z.number().int().optional(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  active: z.boolean(),
});
export type Reference = z.infer<typeof Reference>;

export const AddReferencesInput = z.object({ entries: z.array(ReferenceInput).min(1).max(200) });

export const SkillInput = z.object({ name: z.string().trim().min(1).max(120), active: z.boolean().default(true) });
export const Skill = z.object({ id: Uuid, name: z.string(), active: z.boolean() });
export const SkillListQuery = z.object({ activeOnly: z.stringbool().optional() });

export const referenceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    info: { type: 'string' },
    type: { type: 'number' },
    cost: { type: 'number' },
    minAge: { type: 'number' },
    maxAge: { type: 'number' },
    active: { type: 'boolean' },
  },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

const skillOData: ODataResource = {
  fields: { id: { type: 'uuid' }, name: { type: 'string' }, active: { type: 'boolean' } },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

export const membershipReferenceContracts = {
  listReferencesByTable: route({
    method: 'GET',
    path: '/odata/References/GetByTableName/:table',
    service: 'membership',
    access: readers,
    summary: 'Entries of one reference table as an OData list',
    params: TableParams,
    odata: referenceOData,
    response: odataList(Reference),
  }),
  getAllReferencesByTable: route({
    method: 'GET',
    path: '/api/references/GetAllByTableName/:table',
    service: 'membership',
    access: readers,
    summary: 'All entries of one reference table, by name',
    params: TableParams,
    response: z.array(Reference),
  }),
  getReference: route({
    method: 'GET',
    path: '/api/references/:table/:id',
    service: 'membership',
    access: readers,
    summary: 'One entry of a reference table',
    params: TableIdParams,
    response: Reference,
  }),
  createReference: route({
    method: 'POST',
    path: '/api/references/:table',
    service: 'membership',
    access: writers,
    permission: 'referencesView',
    summary: "Create an entry of a reference table (also needs the table's CreateDelete flag)",
    params: TableParams,
    body: ReferenceInput,
    response: Created,
  }),
  addReferences: route({
    method: 'POST',
    path: '/api/references/AddMultiple/:table',
    service: 'membership',
    access: writers,
    permission: 'referencesView',
    summary: 'Create several entries of a reference table at once',
    params: TableParams,
    body: AddReferencesInput,
    response: z.array(Uuid),
  }),
  updateReference: route({
    method: 'PUT',
    path: '/api/references/:table/:id',
    service: 'membership',
    access: writers,
    permission: 'referencesView',
    summary: "Update an entry of a reference table (also needs the table's Edit flag)",
    params: TableIdParams,
    body: ReferenceInput,
    response: Reference,
  }),
  deleteReference: route({
    method: 'DELETE',
    path: '/api/references/:id/:table',
    service: 'membership',
    access: writers,
    permission: 'referencesView',
    summary: 'Delete an entry of a reference table; refused (in_use) while costs, overrides or links use it',
    params: TableIdParams,
  }),
  getSkill: route({
    method: 'GET',
    path: '/api/skills/:id',
    service: 'membership',
    access: readers,
    summary: 'One skill',
    params: IdParams,
    response: Skill,
  }),
  getAllSkills: route({
    method: 'GET',
    path: '/api/skills/GetAll',
    service: 'membership',
    access: readers,
    summary: 'All skills by name (activeOnly=true leaves out inactive ones)',
    query: SkillListQuery,
    response: z.array(Skill),
  }),
  listSkills: route({
    method: 'GET',
    path: '/odata/skills',
    service: 'membership',
    access: readers,
    summary: 'Skills as an OData list (activeOnly=true leaves out inactive ones)',
    query: SkillListQuery,
    odata: skillOData,
    response: odataList(Skill),
  }),
  updateSkill: route({
    method: 'PUT',
    path: '/api/skills/:id',
    service: 'membership',
    access: writers,
    permission: 'skillsEdit',
    summary: 'Update a skill',
    params: IdParams,
    body: SkillInput,
    response: Skill,
  }),
  deleteSkill: route({
    method: 'DELETE',
    path: '/api/skills/:id',
    service: 'membership',
    access: writers,
    permission: 'skillsCreateDelete',
    summary: 'Delete a skill',
    params: IdParams,
  }),
} as const;

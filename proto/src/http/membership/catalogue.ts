import { z } from 'zod';
import { Cents, Created, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// The catalogue: membership types (later costs, discounts, statuses, reference tables).

export const MembershipTypeInput = z.object({
  name: z.string().trim().min(1).max(120),
  info: z.string().max(2000).optional(),
  cost: Cents.default(0),
  active: z.boolean().default(true),
});
export type MembershipTypeInput = z.infer<typeof MembershipTypeInput>;
export const MembershipType = MembershipTypeInput.extend({ id: Uuid });

const membershipTypeOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    info: { type: 'string' },
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
    access: screenRoles('/reference-tables'),
    permission: 'membershipTypesCreateDelete',
    summary: 'Create a membership type',
    body: MembershipTypeInput,
    response: Created,
  }),
  listMembershipTypes: route({
    method: 'GET',
    path: '/odata/MembershipTypes',
    service: 'membership',
    access: screenRoles('/attendees'),
    summary: 'Membership types as an OData list',
    odata: membershipTypeOData,
    response: odataList(MembershipType),
  }),
} as const;

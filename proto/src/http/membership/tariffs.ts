import { z } from 'zod';
import { Cents, Created, IdParams, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: tariffs and their cost per membership type (TariffRef).

const writers = screenRoles('/reference-tables');
const readers = screenRoles('/attendees');

export const CostTypeOfTariff = { Single: 0, PerCourse: 1 } as const;

export const TariffInput = z.object({
  name: z.string().trim().min(1).max(120),
  tariffName: z.string().trim().max(120).nullish(),
});
export const Tariff = z.object({
  id: Uuid,
  name: z.string(),
  tariffName: z.string().optional(),
  creatorId: Uuid.optional(),
  createdDate: z.string(),
});

export const TariffRefInput = z.object({
  tariffId: Uuid,
  membershipTypeId: Uuid,
  cost: Cents,
  costType: z.union([z.literal(CostTypeOfTariff.Single), z.literal(CostTypeOfTariff.PerCourse)]).default(CostTypeOfTariff.Single),
});
export const TariffRef = z.object({
  id: Uuid,
  tariffId: Uuid,
  membershipTypeId: Uuid,
  membershipTypeName: z.string(),
  cost: z.number().int(),
  costType: z.number().int(),
});
export const TariffRefQuery = z.object({ tariffId: Uuid.optional() });

const tariffOData: ODataResource = {
  fields: { id: { type: 'uuid' }, name: { type: 'string' }, tariffName: { type: 'string' }, createdDate: { type: 'datetime' } },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

export const membershipTariffContracts = {
  listTariffs: route({
    method: 'GET',
    path: '/odata/tariffs',
    service: 'membership',
    access: readers,
    summary: 'Tariffs as an OData list',
    odata: tariffOData,
    response: odataList(Tariff),
  }),
  getAllTariffs: route({
    method: 'GET',
    path: '/api/tariffs/GetAll',
    service: 'membership',
    access: readers,
    summary: 'All tariffs by name',
    response: z.array(Tariff),
  }),
  getTariff: route({
    method: 'GET',
    path: '/api/tariffs/:id',
    service: 'membership',
    access: readers,
    summary: 'One tariff',
    params: IdParams,
    response: Tariff,
  }),
  createTariff: route({
    method: 'POST',
    path: '/api/tariffs',
    service: 'membership',
    access: writers,
    permission: 'tariffsCreateDelete',
    summary: 'Create a tariff',
    body: TariffInput,
    response: Created,
  }),
  updateTariff: route({
    method: 'PUT',
    path: '/api/tariffs/:id',
    service: 'membership',
    access: writers,
    permission: 'tariffsEdit',
    summary: 'Update a tariff',
    params: IdParams,
    body: TariffInput,
    response: Tariff,
  }),
  deleteTariff: route({
    method: 'DELETE',
    path: '/api/tariffs/:id',
    service: 'membership',
    access: writers,
    permission: 'tariffsCreateDelete',
    summary: 'Delete a tariff with its costs per membership type',
    params: IdParams,
  }),
  getAllTariffRefs: route({
    method: 'GET',
    path: '/api/tariffRefs/GetAll',
    service: 'membership',
    access: readers,
    summary: 'Costs per membership type of the tariffs (or of one tariff)',
    query: TariffRefQuery,
    response: z.array(TariffRef),
  }),
  getTariffRef: route({
    method: 'GET',
    path: '/api/tariffRefs/:id',
    service: 'membership',
    access: readers,
    summary: 'One cost of a tariff for a membership type',
    params: IdParams,
    response: TariffRef,
  }),
  createTariffRef: route({
    method: 'POST',
    path: '/api/tariffRefs',
    service: 'membership',
    access: writers,
    permission: 'tariffsEdit',
    summary: 'Add the cost of a tariff for a membership type (one per pair)',
    body: TariffRefInput,
    response: Created,
  }),
  updateTariffRef: route({
    method: 'PUT',
    path: '/api/tariffRefs/:id',
    service: 'membership',
    access: writers,
    permission: 'tariffsEdit',
    summary: 'Update the cost of a tariff for a membership type',
    params: IdParams,
    body: TariffRefInput,
    response: TariffRef,
  }),
  deleteTariffRef: route({
    method: 'DELETE',
    path: '/api/tariffRefs/:id',
    service: 'membership',
    access: writers,
    permission: 'tariffsEdit',
    summary: 'Remove the cost of a tariff for a membership type',
    params: IdParams,
  }),
} as const;

import { z } from 'zod';
import { Cents, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3, 5 and 7: discounts of an entry with a cost, a cost of the reference tables or
// a membership type (the first whose dates hold the day wins).

const writers = screenRoles('/reference-tables');
const readers = screenRoles('/attendees');

/** A discounted name and price of a cost between two dates (till open-ended when left out). */
export const DiscountEntry = z
  .object({
    altName: z.string().trim().max(120).nullish(),
    altCost: Cents,
    dateFrom: LocalDate,
    dateTill: LocalDate.nullish(),
  })
  .refine((d) => d.dateTill == null || d.dateTill >= d.dateFrom, { path: ['dateTill'], message: 'must not be before dateFrom' });
export type DiscountEntry = z.infer<typeof DiscountEntry>;

export const CostDiscount = z.object({
  id: Uuid,
  /** The cost (reference table Cost) or membership type the discount belongs to. */
  costId: Uuid,
  altName: z.string().optional(),
  altCost: z.number().int(),
  dateFrom: LocalDate,
  dateTill: LocalDate.optional(),
});

/** AddMultiple replaces the cost's discounts; their date ranges must not overlap. */
export const CostDiscountsInput = z.object({ costId: Uuid, discountEntries: z.array(DiscountEntry).max(100) });

const costDiscountOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    costId: { type: 'uuid' },
    altName: { type: 'string' },
    altCost: { type: 'number' },
    dateFrom: { type: 'date' },
    dateTill: { type: 'date' },
  },
  defaultOrder: [{ name: 'dateFrom', direction: 'asc' }],
  // Spec section 9: -1 (all) for cost discounts.
  defaultTop: 1000,
};

export const membershipCostContracts = {
  listCostDiscounts: route({
    method: 'GET',
    path: '/odata/CostDiscounts',
    service: 'membership',
    access: readers,
    summary: 'Discounts as an OData list (filter by costId), by dateFrom',
    odata: costDiscountOData,
    response: odataList(CostDiscount),
  }),
  addCostDiscounts: route({
    method: 'POST',
    path: '/api/CostDiscounts/AddMultiple',
    service: 'membership',
    access: writers,
    permission: 'costsEdit',
    summary: 'Replace the discounts of a cost or a membership type (date ranges must not overlap)',
    body: CostDiscountsInput,
    response: z.array(CostDiscount),
  }),
} as const;

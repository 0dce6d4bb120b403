import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipCatalogueContracts as types, type MembershipTypeInput } from '@takt/proto/http/membership/catalogue';
import { membershipCostContracts as costs, type DiscountEntry } from '@takt/proto/http/membership/costs';
import { membershipReferenceContracts as refs, type ReferenceInput, type ReferenceTable } from '@takt/proto/http/membership/references';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every catalogue query starts with one of these keys; writes invalidate them. */
export const membershipTypeKeys = queryKeys('membership-types');
export const referenceKeys = queryKeys('references');
export const discountKeys = queryKeys('cost-discounts');

export const useMembershipType = (id: string) =>
  useQuery({ queryKey: membershipTypeKeys.detail(id), queryFn: () => call(types.getMembershipType, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveMembershipType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof MembershipTypeInput> }) =>
      id
        ? call(types.updateMembershipType, { params: { id }, body }).then((t) => ({ id: t.id }))
        : call(types.createMembershipType, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all }),
  });
}

export function useDeleteMembershipType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(types.deleteMembershipType, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all }),
  });
}

export const useCostOverrides = (membershipTypeId: string) =>
  useQuery({
    queryKey: membershipTypeKeys.related(membershipTypeId, 'overrides'),
    queryFn: () => call(types.getMembershipTypeCostOverrides, { params: { membershipTypeId } }),
  });

/** Replaces the whole list of a type's cost per member status. */
export function useSetCostOverrides(membershipTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: { memberStatusId: string; cost: number }[]) =>
      call(types.addMembershipTypeCostOverrides, { body: { membershipTypeId, memberStatusCostEntries: entries } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all }),
  });
}

/** The entries of one reference table by name (for pickers and short lists). */
export const useReferences = (table: ReferenceTable) =>
  useQuery({ queryKey: referenceKeys.list({ table }), queryFn: () => call(refs.getAllReferencesByTable, { params: { table } }) });

export const useReference = (table: ReferenceTable, id: string) =>
  useQuery({ queryKey: referenceKeys.detail(`${table}/${id}`), queryFn: () => call(refs.getReference, { params: { table, id } }) });

export function useSaveReference(table: ReferenceTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof ReferenceInput> }) =>
      id
        ? call(refs.updateReference, { params: { table, id }, body }).then((r) => ({ id: r.id }))
        : call(refs.createReference, { params: { table }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}

export function useDeleteReference(table: ReferenceTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(refs.deleteReference, { params: { table, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}

/** The discounts of a cost or a membership type, by dateFrom (spec: all of them, no paging). */
export const useDiscounts = (costId: string) =>
  useQuery({
    queryKey: discountKeys.list({ costId }),
    queryFn: async () =>
      (
        await call(costs.listCostDiscounts, {
          query: odataQuery({ filters: [{ field: 'costId', op: 'eq', value: costId }], top: 1000, skip: 0 }),
        })
      ).value,
  });

/** Replaces the whole list of discounts of a cost or a membership type. */
export function useSetDiscounts(costId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: z.input<typeof DiscountEntry>[]) => call(costs.addCostDiscounts, { body: { costId, discountEntries: entries } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
      await queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all });
    },
  });
}

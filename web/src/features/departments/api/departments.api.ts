import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityDepartmentContracts as routes, type DepartmentInput } from '@takt/proto/http/identity/departments';
import { identityLinkContracts as links } from '@takt/proto/http/identity/links';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of departments starts with this key; writes invalidate it. */
export const departmentKeys = queryKeys('departments');

export const useDepartment = (id: string) =>
  useQuery({ queryKey: departmentKeys.detail(id), queryFn: () => call(routes.getDepartment, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof DepartmentInput> }) =>
      id ? call(routes.updateDepartment, { params: { id }, body }).then((d) => ({ id: d.id })) : call(routes.createDepartment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteDepartment, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

/** Replaces the department's responsibles. */
export function useSaveDepartmentResponsibles(departmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responsibleIds: string[]) => call(links.addDepartmentResponsibles, { body: { departmentId, responsibleIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

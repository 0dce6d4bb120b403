import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityDepartmentContracts as routes, type DepartmentInput } from '@takt/proto/http/identity/departments';
import { identityLinkContracts as links } from '@takt/proto/http/identity/links';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of departments starts with this key; writes invalidate it. */
export const departmentKeys = queryKeys('departments');

/** Every department of the company, by name, for choices and filters. */
export const useDepartmentChoices = () =>
  useQuery({ queryKey: departmentKeys.related('all', 'choices'), queryFn: () => call(routes.getAllDepartments) });

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

/** Whose departments (spec: department refs): a user, a course, a location or an attendee. */
export type DepartmentOwner = 'userId' | 'courseId' | 'locationId' | 'attendeeId';
const REFS_OF = {
  userId: routes.getDepartmentRefsByUser,
  courseId: routes.getDepartmentRefsByCourse,
  locationId: routes.getDepartmentRefsByLocation,
  attendeeId: routes.getDepartmentRefsByAttendee,
} as const;

export const useOwnerDepartments = (owner: DepartmentOwner, id: string) =>
  useQuery({ queryKey: departmentKeys.related(id, `refs-${owner}`), queryFn: () => call(REFS_OF[owner], { params: { id } }) });

/** Replaces the owner's departments with the chosen set. */
export function useReplaceOwnerDepartments(owner: DepartmentOwner, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentIds: string[]) => call(routes.addDepartmentRefs, { body: { departmentIds, [owner]: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

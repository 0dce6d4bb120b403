import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityAuthContracts as auth } from '@takt/proto/http/identity/auth';
import { identityUserContracts as routes, type UserInput } from '@takt/proto/http/identity/users';
import type { PermissionSet } from '@takt/proto/permissions';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { storedLocale } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { STAFF_KINDS, type StaffKind } from './staff-kinds.ts';

/** Employees and trainers are one set of rows: a write to either invalidates both kinds' queries. */
const keysOf = (kind: StaffKind) => queryKeys(STAFF_KINDS[kind].resource);
const licenceKey = ['licences'] as const;

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keysOf('employee').all }),
      queryClient.invalidateQueries({ queryKey: keysOf('trainer').all }),
      queryClient.invalidateQueries({ queryKey: licenceKey }),
    ]);
}

export const useStaffMember = (kind: StaffKind, id: string) =>
  useQuery({ queryKey: keysOf(kind).detail(id), queryFn: () => call(STAFF_KINDS[kind].get, { params: { id } }) });

export const usePermissions = (kind: StaffKind, id: string) =>
  useQuery({ queryKey: keysOf(kind).related(id, 'permissions'), queryFn: () => call(routes.getPermissions, { params: { id } }) });

export const useLicenceInfo = () => useQuery({ queryKey: licenceKey, queryFn: () => call(routes.licenceInfo) });

/** Save rule of spec section 4: without an id it is created, otherwise updated (the id goes in the body). */
export function useSaveStaffMember(kind: StaffKind) {
  const invalidate = useInvalidateStaff();
  const k = STAFF_KINDS[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof UserInput> }) => {
      const params = { locale: storedLocale() };
      return id ? call(k.update, { params, body: { ...body, id } }).then((u) => ({ id: u.id })) : call(k.create, { params, body });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteStaffMember(kind: StaffKind) {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (id: string) => call(STAFF_KINDS[kind].remove, { params: { id } }), onSuccess: invalidate });
}

/** New authorities; the permission set follows the new role (the server stores its defaults). */
export function useUpdateAuthorities() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: { applicationUserId: string; authorities: string[] }) => call(routes.updateAuthorities, { body }),
    onSuccess: invalidate,
  });
}

export function useSavePermissions() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ userId, set }: { userId: string; set: PermissionSet }) =>
      call(routes.updatePermissions, { params: { id: userId }, body: { ...set, applicationUserId: userId } }),
    onSuccess: invalidate,
  });
}

export const resendConfirmation = (id: string) => call(auth.resendConfirmationEmail, { params: { id, locale: storedLocale() } });
export const sendPasswordReset = (applicationUserId: string) =>
  call(auth.manualPasswordReset, { body: { applicationUserId, language: storedLocale() } });

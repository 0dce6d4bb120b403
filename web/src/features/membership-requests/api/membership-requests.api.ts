import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipRequestContracts as routes } from '@takt/proto/http/membership/requests';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of membership requests starts with this key; writes invalidate it. */
export const membershipRequestKeys = queryKeys('membership-requests');

/** Marks open requests Done (1) or Rejected (2); the server changes all of them or none. */
export function useDecideMembershipRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; status: 1 | 2 }) => call(routes.updateMembershipRequestStatus, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipRequestKeys.all }),
  });
}

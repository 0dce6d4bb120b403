import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipMyMembershipContracts as routes } from '@takt/proto/http/membership/my-membership';
import { membershipRequestContracts, type MembershipRequestInput } from '@takt/proto/http/membership/requests';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const myMembershipKeys = queryKeys('my-membership');

export const useMyMembership = () => useQuery({ queryKey: myMembershipKeys.all, queryFn: () => call(routes.getMyMembership) });

/** The end a termination asked today gets under the company's notice rules (a later wished date moves it). */
export const useTerminationDate = (wishedDate: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: myMembershipKeys.related('termination', wishedDate ?? ''),
    enabled,
    queryFn: () =>
      call(membershipRequestContracts.getTerminationDate, {
        query: wishedDate ? new URLSearchParams({ wishedDate }).toString() : undefined,
      }),
  });

export function useRequestTermination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipRequestInput) => call(membershipRequestContracts.createMembershipRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMembershipKeys.all }),
  });
}

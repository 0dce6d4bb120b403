import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationContracts as routes } from '@takt/proto/http/notification/index';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useSignedIn } from '../../../api/session.ts';

/** Every query of the bell starts with this key; the hub notice and mark-all-read invalidate it. */
export const pushMessageKeys = queryKeys('push-messages');

export const BELL_PAGE_SIZE = 5;

/** The badge: only the count of unread messages is asked for ($top=0). */
export function useUnreadCount() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: pushMessageKeys.list({ unread: true }),
    queryFn: () =>
      call(routes.getMessages, { query: odataQuery({ top: 0, skip: 0, filters: [{ field: 'read', op: 'eq', value: false }] }) }),
    select: (r) => r['@odata.count'] ?? 0,
    enabled: signedIn,
  });
}

/** One page of the caller's messages, newest first (the contract's default order). */
export function usePushMessages(page: number, enabled: boolean) {
  return useQuery({
    queryKey: pushMessageKeys.list({ page }),
    queryFn: () => call(routes.getMessages, { query: odataQuery({ top: BELL_PAGE_SIZE, skip: page * BELL_PAGE_SIZE }) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.markAllRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushMessageKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingCalendarFeedContracts as routes } from '@takt/proto/http/scheduling/calendar-feeds';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// Secret iCal links: staff's per location and trainer, and everyone's own of what they booked.

export const feedKeys = queryKeys('calendar-feeds');
const own = feedKeys.related('mine', 'list');

export const useCalendarFeeds = (enabled: boolean) =>
  useQuery({ queryKey: feedKeys.list('staff'), queryFn: () => call(routes.listCalendarFeeds), enabled });

export const useOwnCalendarFeeds = () => useQuery({ queryKey: own, queryFn: () => call(routes.listOwnCalendarFeeds) });

function useFeedMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }) });
}

export const useCreateCalendarFeed = () =>
  useFeedMutation((body: { kind: 'location' | 'trainer'; targetId: string }) => call(routes.createCalendarFeed, { body }));
export const useRevokeCalendarFeed = () => useFeedMutation((id: string) => call(routes.revokeCalendarFeed, { params: { id } }));
export const useCreateOwnCalendarFeed = () => useFeedMutation(() => call(routes.createOwnCalendarFeed));
export const useRevokeOwnCalendarFeed = () => useFeedMutation((id: string) => call(routes.revokeOwnCalendarFeed, { params: { id } }));

/** The address a calendar app subscribes to: this site plus the feed's secret path. */
export const feedUrl = (path: string) => new URL(path, window.location.origin).toString();

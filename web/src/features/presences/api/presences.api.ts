import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingPresenceContracts as routes, type EnterPresenceBody } from '@takt/proto/http/booking/presences';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every presence query (the grid's lists, the online count) starts with this key. */
export const presenceKeys = queryKeys('presences');

export const useOnlineCount = (locationId: string) =>
  useQuery({
    queryKey: presenceKeys.related(locationId || 'all', 'online'),
    queryFn: () => call(routes.countOnline, { body: { locationId: locationId || null } }),
  });

function useWrite<A>(fn: (a: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: presenceKeys.all }) });
}

export const useEnter = () => useWrite((body: z.input<typeof EnterPresenceBody>) => call(routes.enterPresence, { body }));

export const useLeave = () =>
  useWrite((who: { attendeeId: string | null; applicationUserId: string | null }) => call(routes.leavePresence, { body: who }));

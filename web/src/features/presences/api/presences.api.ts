import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingPresenceContracts as routes, type EnterPresenceBody } from '@takt/proto/http/booking/presences';
import { bookingRoomPresenceContracts as roomPresences, type EnterRoomBody } from '@takt/proto/http/booking/room-presences';
import { schedulingRoomContracts as rooms } from '@takt/proto/http/scheduling/rooms';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
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

export const useEnterRoom = () => useWrite((body: z.input<typeof EnterRoomBody>) => call(roomPresences.enterRoom, { body }));

export const useLeaveRoom = () =>
  useWrite((id: string) => call(roomPresences.updateRoomPresence, { params: { id }, body: { leave: true } }));

/** The rooms in use at a location, to enter one (scheduling's list, first page is plenty for a studio). */
export const useRoomChoices = (locationId: string, enabled: boolean) =>
  useQuery({
    queryKey: presenceKeys.related(locationId, 'rooms'),
    enabled: enabled && Boolean(locationId),
    queryFn: () =>
      call(rooms.listRooms, {
        query: odataQuery({
          top: 100,
          skip: 0,
          orderBy: [{ field: 'name', direction: 'asc' }],
          filters: [
            { field: 'locationId', op: 'eq', value: locationId },
            { field: 'active', op: 'eq', value: true },
          ],
          count: false,
        }),
      }),
  });

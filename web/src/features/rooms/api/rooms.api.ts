import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingRoomContracts as routes, type RoomBlockingInput, type RoomInput } from '@takt/proto/http/scheduling/rooms';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of rooms starts with this key; writes invalidate it. */
export const roomKeys = queryKeys('rooms');

export const useRoom = (id: string) => useQuery({ queryKey: roomKeys.detail(id), queryFn: () => call(routes.getRoom, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof RoomInput> }) =>
      id ? call(routes.updateRoom, { params: { id }, body }).then((r) => ({ id: r.id })) : call(routes.createRoom, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteRoom, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}

export const checkRoomInUse = (id: string) => call(routes.checkRoomInUse, { params: { id } });

export const useRoomBlockings = (roomId: string) =>
  useQuery({ queryKey: roomKeys.related(roomId, 'blockings'), queryFn: () => call(routes.getRoomBlockings, { params: { id: roomId } }) });

export function useAddRoomBlocking(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof RoomBlockingInput>) => call(routes.createRoomBlocking, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.related(roomId, 'blockings') }),
  });
}

export function useRemoveRoomBlocking(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteRoomBlocking, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.related(roomId, 'blockings') }),
  });
}

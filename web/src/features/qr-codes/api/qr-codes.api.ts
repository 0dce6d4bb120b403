import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingQrCodeContracts as routes, type QrCodeInput } from '@takt/proto/http/booking/qr-codes';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const qrCodeKeys = queryKeys('qr-codes');

/** A location's or a course's codes (owner), newest first, filtered on the server. */
export type QrOwner = { locationId: string } | { courseId: string };
export type QrFilter = { active?: boolean; valid?: boolean };

const queryOf = (f: QrFilter) =>
  new URLSearchParams(Object.entries(f).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

export const useQrCodes = (owner: QrOwner, filter: QrFilter) =>
  useQuery({
    queryKey: qrCodeKeys.list({ owner, filter }),
    queryFn: () =>
      'locationId' in owner
        ? call(routes.getQrCodesByLocation, { params: { id: owner.locationId }, query: queryOf(filter) })
        : call(routes.getQrCodesByCourse, { params: { id: owner.courseId }, query: queryOf(filter) }),
  });

export function useSaveQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof QrCodeInput> }) =>
      id ? call(routes.updateQrCode, { params: { id }, body }).then((q) => ({ id: q.id })) : call(routes.createQrCode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all }),
  });
}

export function useDeleteQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteQrCode, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all }),
  });
}

export const coordinatesOf = (address: string) => call(routes.getCoordinatesFromAddress, { params: { address } });

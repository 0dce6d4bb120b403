import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingCheckInContracts as routes } from '@takt/proto/http/booking/check-in';
import { call } from '../../../api/call.ts';

export interface SelfCheckIn {
  code: string;
  lat?: number;
  lng?: number;
  securityPhrase?: string;
}

/** What a scan read: a code's link (`…/self-checkin?code=…`) or the bare code text. */
export function codeFromScan(text: string): string {
  try {
    return new URL(text.trim()).searchParams.get('code') ?? text.trim();
  } catch {
    return text.trim();
  }
}

/** The phone's position, asked only when a code needs it. */
export const currentPosition = () =>
  new Promise<{ lat: number; lng: number }>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition((p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }), reject, {
      enableHighAccuracy: true,
      timeout: 15_000,
    }),
  );

export function useSelfCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfCheckIn) => call(routes.selfCheckIn, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['presences'] });
      void queryClient.invalidateQueries({ queryKey: ['attendances'] });
    },
  });
}

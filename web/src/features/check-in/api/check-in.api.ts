import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingCheckInContracts as routes } from '@takt/proto/http/booking/check-in';
import { ApiFailure } from '../../../api/client.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const checkInKeys = queryKeys('check-in');

export const useMyCode = () => useQuery({ queryKey: checkInKeys.related('me', 'code'), queryFn: () => call(routes.getMyMemberCode) });

export interface Scan {
  code: string;
  locationId: string;
}

export const scan = (s: Scan) => call(routes.scanCheckIn, { body: s });

/** A member's personal code: the door finds a member by name and checks them in as if they had shown it. */
export const memberCode = async (attendeeId: string) => (await call(routes.getMemberCode, { params: { attendeeId } })).code;

/** A scan that did not reach the server (no network, or the service away): worth queueing and sending again. */
export const isUnreachable = (err: unknown): boolean => !(err instanceof ApiFailure) || err.status === 503 || err.status === 502;

export function useScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scan,
    // Offline the scan must fail at once and go to the door's own queue, not wait paused in react-query.
    networkMode: 'always',
    // The door's check-in moves presences and bookings.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['presences'] });
      void queryClient.invalidateQueries({ queryKey: ['attendances'] });
    },
  });
}

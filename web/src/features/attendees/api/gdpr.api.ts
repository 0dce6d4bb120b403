import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipGdprContracts as routes } from '@takt/proto/http/membership/gdpr';
import { call } from '../../../api/call.ts';
import { eventLogKeys } from '../../event-log/api/event-log.api.ts';
import { attendeeKeys } from './attendees.api.ts';

// A member's data export and erasure (decision 0037).

export const startDataExport = (id: string) => call(routes.startDataExport, { params: { id } });

/** An export's state, asked again every second until every service has answered. */
export const useDataExport = (exportId: string | null) =>
  useQuery({
    queryKey: attendeeKeys.related(exportId ?? '', 'data-export'),
    queryFn: () => call(routes.getDataExport, { params: { exportId: exportId! } }),
    enabled: exportId !== null,
    refetchInterval: (q) => (q.state.data?.complete ? false : 1_000),
  });

export const useEraseAttendee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.eraseAttendee, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: attendeeKeys.all });
      await queryClient.invalidateQueries({ queryKey: eventLogKeys.all });
    },
  });
};

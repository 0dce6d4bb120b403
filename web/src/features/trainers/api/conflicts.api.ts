import { useQuery } from '@tanstack/react-query';
import { schedulingConflictContracts as routes } from '@takt/proto/http/scheduling/conflicts';
import dayjs from 'dayjs';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const conflictKeys = queryKeys('conflicts');

/** Future appointments with a conflict, from the browser's local now, of one location and department or all. */
export const useConflicts = (locationId: string, departmentId: string) =>
  useQuery({
    queryKey: conflictKeys.list({ locationId, departmentId }),
    queryFn: () =>
      call(routes.getAppointmentsWithConflicts, {
        query: new URLSearchParams({
          clientLocalDateTime: dayjs().format('YYYY-MM-DDTHH:mm'),
          ...(locationId ? { locationId } : {}),
          ...(departmentId ? { departmentId } : {}),
        }).toString(),
      }),
  });

import { useQuery } from '@tanstack/react-query';
import type { Role } from '@takt/proto/roles';
import { hasAnyRole } from '@takt/proto/roles';
import { statisticsContracts as routes } from '@takt/proto/http/statistics/index';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The event log of one entity; a write to the entity's own resource should invalidate `eventLogKeys.all`. */
export const eventLogKeys = queryKeys('event-log');

export const useEventLog = (entityType: string, entityId: string) =>
  useQuery({
    queryKey: eventLogKeys.related(entityType, entityId),
    queryFn: () => call(routes.getEventLog, { params: { entityType, entityId } }),
  });

/** The roles the log answers (the contract's own access), so a screen offers the tab only to them. */
export const mayReadEventLog = (roles: readonly Role[]) => hasAnyRole(roles, routes.getEventLog.access as readonly Role[]);

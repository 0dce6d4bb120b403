import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

// Names other services label their figures with (decision 0071). `companyId` names the row's
// company where no tenant is set (the backfills run in system mode).
type Named = { id: string; name: string };

export const publishLocationUpdated = (tx: TxClient<Client>, location: Named, companyId?: string) =>
  publishEvent(tx, IdentityEvents.LocationUpdated, { locationId: location.id, name: location.name }, companyId);

export const publishDepartmentSaved = (tx: TxClient<Client>, department: Named, companyId?: string) =>
  publishEvent(tx, IdentityEvents.DepartmentSaved, { departmentId: department.id, name: department.name }, companyId);

import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';

export async function publishDepartmentRefsReplaced(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.DepartmentRefsReplaced>,
  companyId?: string,
): Promise<void> {
  await publishEvent(tx, IdentityEvents.DepartmentRefsReplaced, p, companyId);
}

import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { removeStaffName, saveStaffName } from '../store/excel-files.ts';

/** Keeps the name a file shows as its creator (identity's staff-user events); null removes it. */
export async function recordStaffName(tx: TxClient<Client>, userId: string, fullName: string | null): Promise<void> {
  if (fullName === null) await removeStaffName(tx, userId);
  else await saveStaffName(tx, userId, fullName);
}

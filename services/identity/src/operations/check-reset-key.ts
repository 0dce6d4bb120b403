import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findUsableToken } from '../store/user-tokens.ts';
import { tokenInvalid } from './finish-password-reset.ts';

/** Whether a reset key can still be used, and for whom. */
export async function checkResetKey(db: Db<Client>, key: string): Promise<{ valid: true; userId: string }> {
  const row = await db.system((tx) => findUsableToken(tx, key, 'password_reset'));
  if (!row) throw tokenInvalid();
  return { valid: true, userId: row.userId };
}

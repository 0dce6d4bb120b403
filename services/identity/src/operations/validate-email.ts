import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { emailTaken } from '../store/users.ts';
import { isEmail, uuidOrNull } from './validation-steps.ts';

type Answer = { valid: true } | { valid: false; reason: 'invalid' | 'taken' };

/** Empty is fine; otherwise a well-formed address that no other user of the caller's company has. */
export async function validateEmail(db: Db<Client>, email: string, id: string | null | undefined): Promise<Answer> {
  const address = email.trim();
  if (!address) return { valid: true };
  if (!isEmail(address)) return { valid: false, reason: 'invalid' };
  return (await db.tx((tx) => emailTaken(tx, address, uuidOrNull(id)))) ? { valid: false, reason: 'taken' } : { valid: true };
}

import type { Db } from '@takt/kit';
import { UserName } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { userNameTaken } from '../store/users.ts';
import { uuidOrNull } from './validation-steps.ts';

type Answer = { valid: true } | { valid: false; reason: 'required' | 'characters' | 'taken' };

/**
 * A user name is given, of allowed characters and free; the record being edited keeps its own.
 * Contacts are edited by their attendee id or user id (`forContact`).
 */
export async function validateUserName(
  db: Db<Client>,
  userName: string,
  id: string | null | undefined,
  forContact = false,
): Promise<Answer> {
  const name = userName.trim();
  if (!name) return { valid: false, reason: 'required' };
  if (!UserName.safeParse(name).success) return { valid: false, reason: 'characters' };
  return (await userNameTaken(db, name, uuidOrNull(id), forContact)) ? { valid: false, reason: 'taken' } : { valid: true };
}

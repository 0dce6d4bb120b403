import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { hashUserToken, isUsable, newUserToken, type UserTokenPurpose } from '../domain/user-token.ts';
import type { Client } from './client.ts';

/**
 * Issues a key for a mail link. Earlier unused keys of the same purpose stop working, so only the
 * newest mail's link is valid. Answers the plain key, which is never stored.
 */
export async function createUserToken(
  tx: TxClient<Client>,
  user: { id: string; companyId: string },
  purpose: UserTokenPurpose,
): Promise<string> {
  const now = new Date();
  await tx.userToken.updateMany({ where: { userId: user.id, purpose, usedAt: null }, data: { usedAt: now } });
  const { token, hash, expiresAt } = newUserToken(purpose, now);
  await tx.userToken.create({
    data: { id: randomUUID(), companyId: user.companyId, userId: user.id, purpose, tokenHash: hash, expiresAt },
  });
  return token;
}

/** The stored key for `token` if it exists, fits the purpose (and user) and is neither used nor expired. */
export async function findUsableToken(tx: TxClient<Client>, token: string, purpose: UserTokenPurpose, userId?: string) {
  const row = await tx.userToken.findUnique({ where: { tokenHash: hashUserToken(token) } });
  if (!row || row.purpose !== purpose || (userId && row.userId !== userId) || !isUsable(row)) return null;
  return row;
}

/** Uses a key up: answers its row once; a second (or concurrent) use answers null. */
export async function consumeUserToken(tx: TxClient<Client>, token: string, purpose: UserTokenPurpose, userId?: string) {
  const row = await findUsableToken(tx, token, purpose, userId);
  if (!row) return null;
  const { count } = await tx.userToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  return count === 1 ? row : null;
}

import { fail, type TxClient } from '@takt/kit';
import { ErrorCode, type TokenPair } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { companyIsDeleted } from '../store/companies.ts';
import type { User } from '../store/generated/client.ts';
import { issueTokens } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { updateUserRow } from '../store/user-rows.ts';

// Spec section 8 login messages; the web app translates the codes.
export const loginInvalid = () => fail(ErrorCode.LoginInvalid, 'User name or password is invalid');
const deleted = () => fail(ErrorCode.LoginUserDeleted, 'This user was deleted; please contact the company');
const passive = () => fail(ErrorCode.LoginUserPassive, 'Access is restricted; please contact the company');

/**
 * The step every login ends with, once the user proved who they are: deleted and passive users
 * are told apart only now; the users of a deleted company count as deleted.
 */
export async function startSession(tx: TxClient<Client>, signer: TokenSigner, user: User): Promise<TokenPair> {
  if (user.deletedDate) throw deleted();
  if (await companyIsDeleted(tx, user.companyId)) throw deleted();
  if (!user.active) throw passive();
  await updateUserRow(tx, user.id, { lastLoginDate: new Date() });
  return issueTokens(tx, signer, user);
}

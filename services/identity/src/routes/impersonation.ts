import type { Router } from '@takt/kit';
import { identityAuthContracts } from '@takt/proto';
import { impersonateUser } from '../operations/impersonate-user.ts';
import type { Client } from '../store/client.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

export function impersonationRoutes(r: Router<Client>, signer: TokenSigner): void {
  r.handle(identityAuthContracts.impersonateUser, ({ params, db, user }) => impersonateUser(db, signer, user, params.id));
}

import type { Router } from '@takt/kit';
import { identitySessionContracts } from '@takt/proto';
import { signUpCompany } from '../operations/sign-up-company.ts';
import type { Client } from '../store/client.ts';

export function companyRoutes(r: Router<Client>): void {
  r.handle(identitySessionContracts.createCompany, ({ body, db }) => signUpCompany(db, body));
}

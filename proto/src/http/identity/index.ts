import type { RouteContract } from '../contract.ts';
import { identityAuthContracts } from './auth.ts';
import { identityOrganisationContracts } from './organisation.ts';
import { identitySessionContracts } from './session.ts';
import { identityUserContracts } from './users.ts';

// Identity's contracts, one file per resource: session (sign-up, tokens, me), auth (password
// reset, providers, confirmation, impersonation), users, and the organisation files (company,
// locations, departments, links, opening hours, settings).

export * from './session.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './organisation.ts';

/** Every identity contract, in the order the gateway's route table and OpenAPI document list them. */
export const identityContracts = {
  ...identitySessionContracts,
  ...identityUserContracts,
  ...identityAuthContracts,
  ...identityOrganisationContracts,
} satisfies Record<string, RouteContract>;

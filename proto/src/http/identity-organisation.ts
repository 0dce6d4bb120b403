import type { RouteContract } from './contract.ts';

// Route contracts of this identity area: `name: route({...})` entries as in identity.ts.
export const identityOrganisationRoutes = {} satisfies Record<string, RouteContract>;

import type { RouteContract } from './contract.ts';

// Route contracts of this identity area: `name: route({...})` entries as in identity.ts.
export const identityUserRoutes = {} satisfies Record<string, RouteContract>;

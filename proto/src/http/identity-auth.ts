import { route } from './contract.ts';

// Route contracts of this identity area; see identity.ts for the pattern.
export const identityAuthRoutes = {} as const satisfies Record<string, ReturnType<typeof route>>;

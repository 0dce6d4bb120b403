import type { Router, ServiceDeps } from '@takt/kit';
import type { Client } from '../store/client.ts';

export function userRoutes(_r: Router<Client>, _deps: ServiceDeps<Client>): void {
  // Filled in by the identity issue; see locations.ts for the pattern.
}

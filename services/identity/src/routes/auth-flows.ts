import type { Router, ServiceDeps } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

export function authFlowRoutes(_r: Router<Client>, _deps: ServiceDeps<Client>, _signer: TokenSigner): void {
  // Filled in by the identity issue; see locations.ts for the pattern.
}

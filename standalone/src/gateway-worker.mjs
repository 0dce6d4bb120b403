// The gateway thread's entry (gateway-thread.ts): worker threads do not inherit tsx's loader on
// Node 20, so the thread registers it before it loads the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./gateway-worker.ts');

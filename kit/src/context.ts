import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '@takt/proto';

/** What the current request or event handler runs as; read by tenant scoping and logging. */
export interface RunContext {
  requestId: string;
  caller: Caller;
  /** The tenant every query is scoped to; undefined only for system work (relays, sign-up lookups). */
  companyId?: string;
}

const storage = new AsyncLocalStorage<RunContext>();

export function runWith<T>(ctx: RunContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RunContext | undefined {
  return storage.getStore();
}

export function currentCompanyId(): string | undefined {
  return storage.getStore()?.companyId;
}

/** Runs fn scoped to a tenant, e.g. an event handler acting for the event's company. */
export function asTenant<T>(companyId: string, fn: () => T): T {
  const outer = storage.getStore();
  return storage.run({ requestId: outer?.requestId ?? 'system', caller: outer?.caller ?? { kind: 'anonymous' }, companyId }, fn);
}

/** Runs fn without a tenant: only for work that is cross-tenant by nature. */
export function asSystem<T>(fn: () => T): T {
  const outer = storage.getStore();
  return storage.run({ requestId: outer?.requestId ?? 'system', caller: { kind: 'anonymous' } }, fn);
}

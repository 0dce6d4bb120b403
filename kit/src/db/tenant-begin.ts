import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** What a tenant transaction sets before its first query: the tenant for RLS and whether RLS is bypassed. */
export interface TenantSettings {
  companyId: string;
  bypass: boolean;
  /** Set once BEGIN carried the settings; otherwise the transaction sets them itself. */
  applied: boolean;
}

const pending = new AsyncLocalStorage<TenantSettings>();

/** Starts `fn` (which opens one transaction) with settings its BEGIN may carry. */
export const withTenantBegin = <T>(settings: TenantSettings, fn: () => T): T => pending.run(settings, fn);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The BEGIN with the settings in the same round trip (a simple query of two statements), or
 * undefined when they cannot be inlined safely: only a UUID or nothing is ever spliced in.
 */
export function beginWithSettings(s: TenantSettings): string | undefined {
  if (s.companyId !== '' && !UUID.test(s.companyId)) return undefined;
  return `BEGIN; SELECT set_config('app.company_id', '${s.companyId}', true), set_config('app.bypass_rls', '${s.bypass ? 'on' : 'off'}', true)`;
}

type Query = pg.ClientBase['query'];

/**
 * Every transaction began with BEGIN and then a second round trip for its tenant settings; this
 * lets the driver send both at once. The first plain BEGIN inside `withTenantBegin` takes the
 * settings (and marks them applied); any other BEGIN, e.g. one with an isolation level, is sent
 * as it is and the transaction sets its tenant itself.
 */
export function mergeTenantIntoBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const settings = pending.getStore();
    const text = typeof config === 'object' && config !== null ? (config as { text?: unknown }).text : config;
    if (settings && !settings.applied && text === 'BEGIN') {
      const begin = beginWithSettings(settings);
      if (begin) {
        settings.applied = true;
        return query(typeof config === 'object' ? { ...config, text: begin } : begin, ...rest);
      }
    }
    return query(config, ...rest);
  }) as Query;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** What a tenant transaction sets before its first query: the tenant for RLS and whether RLS is bypassed. */
export interface TenantSettings {
  companyId: string;
  bypass: boolean;
  /** Set once BEGIN carried the settings; otherwise the transaction sets them itself. */
  applied: boolean;
  /** The isolation level in SQL ('REPEATABLE READ'), carried by the same BEGIN. */
  isolation?: string;
}

const pending = new AsyncLocalStorage<TenantSettings>();

/** Starts `fn` (which opens one transaction) with settings its BEGIN may carry. */
export const withTenantBegin = <T>(settings: TenantSettings, fn: () => T): T => pending.run(settings, fn);

const ISOLATION_LEVELS = new Set(['READ COMMITTED', 'REPEATABLE READ', 'SERIALIZABLE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The BEGIN with the settings in the same round trip (a simple query of two statements), or
 * undefined when they cannot be inlined safely: only a UUID or nothing is ever spliced in.
 */
export function beginWithSettings(s: TenantSettings): string | undefined {
  if (s.isolation !== undefined && !ISOLATION_LEVELS.has(s.isolation)) return undefined;
  const settings = settingsStatement(s);
  return settings && `BEGIN${s.isolation ? ` ISOLATION LEVEL ${s.isolation}` : ''}; ${settings}`;
}

/** The SELECT that sets the tenant settings, or undefined when they cannot be inlined safely (only a UUID or nothing is spliced in). */
export function settingsStatement(s: Pick<TenantSettings, 'companyId' | 'bypass'>): string | undefined {
  if (s.companyId !== '' && !UUID.test(s.companyId)) return undefined;
  return `SELECT set_config('app.company_id', '${s.companyId}', true), set_config('app.bypass_rls', '${s.bypass ? 'on' : 'off'}', true)`;
}

type Query = pg.ClientBase['query'];

// What the driver adapter would send next for an isolation level the BEGIN already carried.
const SET_ISOLATION = 'SET TRANSACTION ISOLATION LEVEL ';
const normalLevel = (level: string) => level.replace(/[\s_]/g, '').toUpperCase();

/**
 * Every transaction began with BEGIN, then (with an isolation level) SET TRANSACTION, then a
 * round trip for its tenant settings; this lets the driver send all of them at once. The first
 * plain BEGIN inside `withTenantBegin` takes the settings and the level (and marks them applied);
 * the adapter's SET TRANSACTION that follows is answered here, since the level is already set
 * (and a SET TRANSACTION after the settings' SELECT would fail). Any other BEGIN is sent as it is
 * and the transaction sets its tenant itself.
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
    if (settings?.applied && settings.isolation && typeof text === 'string' && text.startsWith(SET_ISOLATION)) {
      const asked = text.slice(SET_ISOLATION.length);
      const isolation = settings.isolation;
      settings.isolation = undefined;
      if (normalLevel(asked) !== normalLevel(isolation)) {
        return Promise.reject(new Error(`isolation level ${asked} asked after BEGIN set ${isolation}`));
      }
      return Promise.resolve({ command: 'SET', rowCount: null, oid: 0, rows: [], fields: [] });
    }
    return query(config, ...rest);
  }) as Query;
}

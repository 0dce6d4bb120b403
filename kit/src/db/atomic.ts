import pg from 'pg';
import { settingsStatement, type TenantSettings } from './tenant-begin.ts';

/** A statement whose values are spliced in as SQL literals (see `literalSql`). */
export interface LiteralSql {
  readonly text: string;
}

/** The tag both transports share: Prisma's `$queryRaw` (bound parameters) or `literalSql`. */
export type SqlTag<R> = (strings: TemplateStringsArray, ...values: unknown[]) => R;

/** A string as a quoted SQL literal (pg's escaping), for statements built from code and data. */
export const sqlText = (value: string): string => pg.escapeLiteral(value);

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'bigint') return value.toString();
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/**
 * A template with every value written as a quoted literal (pg's escaping: strings, numbers,
 * booleans, dates, null). Only for `Db.atomic`, whose statement travels in a simple query,
 * which takes no bound parameters; cast in the SQL (`${id}::uuid`) as with `$queryRaw`.
 */
export const literalSql: SqlTag<LiteralSql> = (strings, ...values) => ({
  text: strings.reduce((sql, part, i) => sql + part + (i < values.length ? literal(values[i]) : ''), ''),
});

const DATE_OID = 1082;
// Prisma answers a @db.Date as midnight UTC (dates.ts); pg would answer local midnight.
const dateAsPrisma = (text: string) => new Date(`${text}T00:00:00.000Z`);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    oid === DATE_OID ? dateAsPrisma : (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
};

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A row with its snake_case columns named as the Prisma model's fields (which map them one to one). */
function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) out[camel(key)] = row[key];
  return out;
}

/** The rows of each statement of a simple query's answer (one result or several), camelCased. */
const rowsOf = (answer: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(answer) ? answer : [answer]).map((r) => r.rows.map(camelRow));

/**
 * A transaction held open around work of this process, in two round trips: BEGIN, the settings
 * and `first` go together; `work` gets `first`'s rows (say, rows it locked) and answers a
 * statement that is sent with the COMMIT, or none. If `work` throws, the transaction rolls back.
 * What Prisma's interactive transaction does in four round trips and its interpreter (decision 0080).
 */
export async function runHeld<T>(
  pool: pg.Pool,
  settings: Pick<TenantSettings, 'companyId' | 'bypass'>,
  first: LiteralSql,
  work: (rows: Record<string, unknown>[]) => Promise<{ then?: LiteralSql; answer: T }>,
): Promise<T> {
  const set = settingsStatement(settings);
  if (!set) throw new TypeError('tenant settings that cannot be inlined');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const opened = (await client.query({ text: `BEGIN; ${set}; ${first.text}`, types } as pg.QueryConfig)) as unknown as pg.QueryResult[];
    const { then, answer } = await work(rowsOf(opened.at(-1)!)[0]!);
    await client.query(then ? `${then.text}; COMMIT` : 'COMMIT');
    return answer;
  } catch (err) {
    // Also after a failed first trip: its BEGIN left an aborted transaction open. A connection
    // whose ROLLBACK fails is in an unknown state and is not given back to the pool.
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `statement` (one or several, `;`-separated) as a transaction of its own in ONE round trip:
 * the tenant settings and the statements go as one simple query, which PostgreSQL runs as one
 * implicit transaction, so a row a statement locks is held only while the server runs it, never
 * while this process is busy (decision 0066). Answers each statement's rows, columns in camelCase,
 * timestamps as Date and dates as midnight UTC, as Prisma answers them.
 */
export async function runAtomic(
  pool: pg.Pool,
  settings: Pick<TenantSettings, 'companyId' | 'bypass'>,
  statement: LiteralSql,
): Promise<Record<string, unknown>[][]> {
  // No BEGIN: the implicit transaction of a multi-statement query carries the settings.
  const set = settingsStatement(settings);
  if (!set) throw new TypeError('tenant settings that cannot be inlined');
  const text = `${set}; ${statement.text}`;
  const client = await pool.connect();
  try {
    const results = (await client.query({ text, types } as pg.QueryConfig)) as unknown as pg.QueryResult[];
    return rowsOf(results).slice(1);
  } finally {
    client.release();
  }
}

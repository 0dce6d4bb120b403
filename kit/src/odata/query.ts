import type { ODataResource } from '@takt/proto';
import { ODataSyntaxError } from './errors.ts';
import { parseFilter, parseOrderBy } from './parser.ts';
import { at, resolveField, toPrismaWhere } from './to-prisma.ts';

export const MAX_TOP = 1000;

export interface ODataQuery {
  where: Record<string, unknown>;
  /** Per item one column, or a relation nesting it ('course.active' → { course: { active } }). */
  orderBy: Record<string, unknown>[];
  take: number;
  skip: number;
  count: boolean;
  select?: string[];
}

/** Reads $filter $orderby $top $skip $count $select from a query string object. */
export function parseODataQuery(query: Record<string, unknown>, resource: ODataResource): ODataQuery {
  const opt = (name: string): string | undefined => {
    const key = Object.keys(query).find((k) => k.toLowerCase() === name);
    const v = key === undefined ? undefined : query[key];
    if (Array.isArray(v)) throw new ODataSyntaxError(`${name} given twice`, 0, name);
    if (typeof v === 'string' && v.includes('\0')) throw new ODataSyntaxError('NUL characters are not allowed', v.indexOf('\0'), name);
    return typeof v === 'string' ? v : undefined;
  };
  const filter = opt('$filter');
  const orderby = opt('$orderby');
  const items = orderby ? parseOrderBy(orderby) : resource.defaultOrder;
  const orderBy = items.map((o) => {
    const [column] = resolveField(resource.fields, o.name, 0, '$orderby');
    return at(column, o.direction);
  });
  const select = opt('$select')
    ?.split(',')
    .map((s) => s.trim())
    .map((name) => {
      const key = Object.keys(resource.fields).find((k) => k.toLowerCase() === name.toLowerCase());
      if (!key) throw new ODataSyntaxError(`unknown field '${name}'`, 0, '$select');
      return key;
    });
  const count = opt('$count');
  if (count !== undefined && count !== 'true' && count !== 'false') {
    throw new ODataSyntaxError('$count must be true or false', 0, '$count');
  }
  return {
    where: filter && filter.trim() !== '' ? toPrismaWhere(parseFilter(filter), resource.fields) : {},
    orderBy,
    take: integer(opt('$top'), '$top', resource.defaultTop ?? 100, MAX_TOP),
    skip: integer(opt('$skip'), '$skip', 0, Number.MAX_SAFE_INTEGER),
    count: count === 'true',
    ...(select ? { select } : {}),
  };
}

function integer(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ODataSyntaxError(`${name} must be a non-negative integer`, 0, name);
  const n = Number(raw);
  if (n > max) throw new ODataSyntaxError(`${name} must be at most ${max}`, 0, name);
  return n;
}

/** Keeps only the $select-ed keys of each row. */
export function project<T extends Record<string, unknown>>(rows: T[], select?: string[]): Partial<T>[] {
  if (!select) return rows;
  return rows.map((row) => Object.fromEntries(select.map((k) => [k, row[k]])) as Partial<T>);
}

import type { ODataComparison, ODataExpr, ODataField, ODataFields, ODataLiteral } from '@takt/proto';
import { ODataSyntaxError } from './errors.ts';

type Where = Record<string, unknown>;

const PRISMA_OP: Record<ODataComparison, string> = { eq: 'equals', ne: 'not', gt: 'gt', ge: 'gte', lt: 'lt', le: 'lte' };
const FLIP: Record<ODataComparison, ODataComparison> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resolveField(fields: ODataFields, name: string, pos: number, option = '$filter'): [string, ODataField] {
  const key = Object.keys(fields).find((k) => k.toLowerCase() === name.toLowerCase());
  const spec = key === undefined ? undefined : fields[key];
  if (key === undefined || !spec || spec.queryable === false) {
    throw new ODataSyntaxError(`unknown field '${name}'`, pos, option);
  }
  return [spec.column ?? key, spec];
}

/**
 * A condition on a column; a dotted column ('course.active') is a field of a to-one relation,
 * so a list can filter by what its rows refer to.
 */
export function at(column: string, cond: unknown): Where {
  return column.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), cond) as Where;
}

/** Translates a parsed $filter into a Prisma `where`, checking every field and literal type. */
export function toPrismaWhere(expr: ODataExpr, fields: ODataFields): Where {
  switch (expr.type) {
    case 'and':
      return { AND: [toPrismaWhere(expr.left, fields), toPrismaWhere(expr.right, fields)] };
    case 'or':
      return { OR: [toPrismaWhere(expr.left, fields), toPrismaWhere(expr.right, fields)] };
    case 'not':
      return { NOT: toPrismaWhere(expr.expr, fields) };
    case 'literal':
      if (expr.literal.kind !== 'boolean') throw new ODataSyntaxError('a filter must be a condition', expr.pos);
      return expr.literal.value ? {} : { OR: [] };
    case 'property': {
      const [column, spec] = resolveField(fields, expr.name, expr.pos);
      if (spec.type !== 'boolean') throw new ODataSyntaxError(`'${expr.name}' is not a boolean`, expr.pos);
      return at(column, true);
    }
    case 'call':
      return textMatch(expr, fields, true);
    case 'in':
      return inList(expr, fields);
    case 'compare':
      return compare(expr, fields);
  }
}

function compare(expr: Extract<ODataExpr, { type: 'compare' }>, fields: ODataFields): Where {
  let { left, right, op } = expr;
  if (left.type === 'literal' && right.type !== 'literal') {
    [left, right] = [right, left];
    op = FLIP[op];
  }
  if (left.type === 'call' && right.type === 'literal' && right.literal.kind === 'boolean') {
    if (op !== 'eq' && op !== 'ne') throw new ODataSyntaxError('booleans compare with eq or ne only', expr.pos);
    const positive = right.literal.value === (op === 'eq');
    if (left.name === 'tolower' || left.name === 'toupper') throw new ODataSyntaxError('expected a condition', left.pos);
    return textMatch(left, fields, positive);
  }
  if (left.type === 'call' && (left.name === 'tolower' || left.name === 'toupper')) {
    const [column, spec] = caseFolded(left, fields);
    if (spec.type !== 'string') throw new ODataSyntaxError(`${left.name} needs a text field`, left.pos);
    if (right.type !== 'literal' || right.literal.kind !== 'string') {
      throw new ODataSyntaxError('expected a string literal', right.pos);
    }
    if (op !== 'eq' && op !== 'ne') throw new ODataSyntaxError(`${left.name}() compares with eq or ne only`, expr.pos);
    // Prisma compares case-insensitively with ILIKE, where '%' and '_' are wildcards too.
    const cond = { equals: escapeLike(right.literal.value), mode: 'insensitive' };
    return op === 'eq' ? at(column, cond) : { NOT: at(column, cond) };
  }
  if (left.type !== 'property') throw new ODataSyntaxError('expected a field name', left.pos);
  if (right.type !== 'literal') throw new ODataSyntaxError('comparing two fields is not supported', right.pos);
  const [column, spec] = resolveField(fields, left.name, left.pos);
  if (right.literal.kind === 'null') {
    if (op === 'eq') return at(column, null);
    if (op === 'ne') return { NOT: at(column, null) };
    throw new ODataSyntaxError('null compares with eq or ne only', expr.pos);
  }
  const value = coerce(right.literal, spec, right.pos);
  if (spec.type === 'boolean' && op !== 'eq' && op !== 'ne') {
    throw new ODataSyntaxError('booleans compare with eq or ne only', expr.pos);
  }
  return at(column, { [PRISMA_OP[op]]: value });
}

function inList(expr: Extract<ODataExpr, { type: 'in' }>, fields: ODataFields): Where {
  if (expr.left.type !== 'property') throw new ODataSyntaxError('in needs a field on its left', expr.left.pos);
  const [column, spec] = resolveField(fields, expr.left.name, expr.left.pos);
  const values = expr.list.map((item) => {
    if (item.type !== 'literal') throw new ODataSyntaxError('in lists literals only', item.pos);
    return coerce(item.literal, spec, item.pos);
  });
  return at(column, { in: values });
}

/** contains/startswith/endswith; matching is case-insensitive, as the product's search fields are. */
function textMatch(expr: Extract<ODataExpr, { type: 'call' }>, fields: ODataFields, positive: boolean): Where {
  if (expr.name === 'tolower' || expr.name === 'toupper') throw new ODataSyntaxError('expected a condition', expr.pos);
  const [target, needle] = expr.args as [ODataExpr, ODataExpr];
  const [column, spec] = caseFolded(target, fields);
  if (spec.type !== 'string') throw new ODataSyntaxError(`${expr.name} needs a text field`, target.pos);
  // Prisma hands the text to LIKE as it is: a '%' or '_' of the user would match anything.
  const text = escapeLike(stringArg(needle));
  const cond = {
    [expr.name === 'contains' ? 'contains' : expr.name === 'startswith' ? 'startsWith' : 'endsWith']: text,
    mode: 'insensitive',
  };
  return positive ? at(column, cond) : { NOT: at(column, cond) };
}

/** LIKE's wildcards and its escape character, made literal (PostgreSQL's default escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function caseFolded(e: ODataExpr, fields: ODataFields): [string, ODataField] {
  const inner = e.type === 'call' && (e.name === 'tolower' || e.name === 'toupper') ? e.args[0]! : e;
  if (inner.type !== 'property') throw new ODataSyntaxError('expected a field name', inner.pos);
  return resolveField(fields, inner.name, inner.pos);
}

function stringArg(e: ODataExpr): string {
  const inner = e.type === 'call' && (e.name === 'tolower' || e.name === 'toupper') ? e.args[0]! : e;
  if (inner.type === 'literal' && inner.literal.kind === 'string') return inner.literal.value;
  throw new ODataSyntaxError(inner.type === 'property' ? 'comparing two fields is not supported' : 'expected a string literal', inner.pos);
}

function coerce(l: ODataLiteral, spec: ODataField, pos: number): unknown {
  const fail = (): never => {
    throw new ODataSyntaxError(`expected a ${spec.type} value`, pos);
  };
  switch (spec.type) {
    case 'string':
      return l.kind === 'string' ? l.value : fail();
    case 'number':
      return l.kind === 'number' ? l.value : fail();
    case 'boolean':
      return l.kind === 'boolean' ? l.value : fail();
    case 'uuid':
      if (l.kind === 'guid') return l.value;
      return l.kind === 'string' && UUID_RE.test(l.value) ? l.value.toLowerCase() : fail();
    case 'date':
      if (l.kind === 'date') return new Date(`${l.value}T00:00:00.000Z`);
      return l.kind === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(l.value) ? new Date(`${l.value}T00:00:00.000Z`) : fail();
    case 'datetime': {
      const raw = l.kind === 'datetime' || l.kind === 'date' || l.kind === 'string' ? l.value : fail();
      const d = new Date(raw);
      return Number.isNaN(d.getTime()) ? fail() : d;
    }
  }
}

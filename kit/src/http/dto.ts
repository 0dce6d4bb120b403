import type { z } from 'zod';
import { fromDbDate } from '../db/dates.ts';

type Shape = Record<string, z.ZodType>;
type FieldRule = { key: string; dateOnly: boolean; nullToUndefined: boolean; required: boolean };

const rulesBySchema = new WeakMap<z.ZodObject, FieldRule[]>();

// Asked of the field's own schema once, so a contract change (a date becoming a date-time, a
// nullable field becoming optional) changes the output without touching a service.
function rulesOf(schema: z.ZodObject): FieldRule[] {
  let rules = rulesBySchema.get(schema);
  if (!rules) {
    rules = Object.entries(schema.shape as Shape).map(([key, field]) => ({
      key,
      dateOnly: field.safeParse('2000-01-01').success && !field.safeParse('2000-01-01T00:00:00.000Z').success,
      nullToUndefined: !field.safeParse(null).success && field.safeParse(undefined).success,
      required: !field.safeParse(undefined).success,
    }));
    rulesBySchema.set(schema, rules);
  }
  return rules;
}

function wireValue(value: unknown, rule: FieldRule): unknown {
  if (value instanceof Date) return rule.dateOnly ? fromDbDate(value) : value.toISOString();
  if (value === null && rule.nullToUndefined) return undefined;
  return value;
}

/**
 * The mapper from a stored row to a contract's response object: every field the schema names,
 * taken from the row under the same name (dates written as the schema expects: `yyyy-mm-dd` or
 * ISO date-time; `null` dropped where the field is optional but not nullable). `computed` supplies
 * the fields whose value has another name or is derived from the row.
 */
export function dtoOf<S extends z.ZodObject, Row extends object>(
  schema: S,
  computed?: (row: Row) => Partial<z.output<S>>,
): (row: Row) => z.output<S> {
  return (row) => {
    const source = row as Record<string, unknown>;
    const extra = (computed?.(row) ?? {}) as Record<string, unknown>;
    const dto: Record<string, unknown> = {};
    for (const rule of rulesOf(schema)) {
      const value = wireValue(rule.key in extra ? extra[rule.key] : source[rule.key], rule);
      if (value !== undefined) dto[rule.key] = value;
      // A required field the row lacks is a mapping mistake in the service, not bad input.
      else if (rule.required) throw new Error(`response field "${rule.key}" has no value in the row`);
    }
    return dto as z.output<S>;
  };
}

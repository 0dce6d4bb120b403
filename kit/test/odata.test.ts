import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ODataFields } from '@takt/proto';
import { ODataSyntaxError, parseFilter, parseODataQuery, parseOrderBy, toPrismaWhere } from '../src/odata/index.ts';
import { referencePath } from '../src/testing/reference.ts';

const lines = (file: string) =>
  readFileSync(referencePath('odata', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

describe('OData $filter parser', () => {
  it.each(lines('filters.txt'))('parses %s', (line) => {
    expect(() => parseFilter(line)).not.toThrow();
  });

  it.each(lines('orderby.txt'))('parses $orderby %s', (line) => {
    expect(parseOrderBy(line).length).toBeGreaterThan(0);
  });

  it('binds and tighter than or', () => {
    const e = parseFilter('eac gt 1 and eac lt 10 or eac eq 5 and eac ne 10');
    expect(e.type).toBe('or');
  });

  it('unescapes doubled quotes', () => {
    const e = parseFilter("meter_id eq 'o''reilly'''");
    expect(e).toMatchObject({ right: { literal: { value: "o'reilly'" } } });
  });

  it.each([
    ["Name eq 'Milk", 8],
    ['Name eq', 7],
    ['Name eq 1 and', 13],
    ['(Name eq 1', 10],
    ['length(Name) eq 1', 0],
    ['Name eq 1 2', 10],
    ['Name $ 1', 5],
  ])('rejects %s at position %i', (input, position) => {
    try {
      parseFilter(input);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ODataSyntaxError);
      expect((e as ODataSyntaxError).position).toBe(position);
    }
  });
});

const fields: ODataFields = {
  name: { type: 'string' },
  maxAttendees: { type: 'number' },
  active: { type: 'boolean' },
  courseId: { type: 'uuid' },
  date: { type: 'date' },
  courseActive: { type: 'boolean', column: 'course.active' },
};

describe('OData to Prisma', () => {
  const where = (f: string) => toPrismaWhere(parseFilter(f), fields);

  it.each<[string, unknown]>([
    ["Name eq 'Yoga'", { name: { equals: 'Yoga' } }],
    ['maxAttendees ge 10', { maxAttendees: { gte: 10 } }],
    ['10 gt maxAttendees', { maxAttendees: { lt: 10 } }],
    ["contains(name,'yo')", { name: { contains: 'yo', mode: 'insensitive' } }],
    ["contains(name,'yo') eq false", { NOT: { name: { contains: 'yo', mode: 'insensitive' } } }],
    ["tolower(name) eq 'yoga'", { name: { equals: 'yoga', mode: 'insensitive' } }],
    // LIKE wildcards (and the escape character) match themselves only.
    ["contains(name,'100%')", { name: { contains: '100\\%', mode: 'insensitive' } }],
    ["startswith(name,'a_b')", { name: { startsWith: 'a\\_b', mode: 'insensitive' } }],
    ["endswith(name,'c:\\')", { name: { endsWith: 'c:\\\\', mode: 'insensitive' } }],
    ["tolower(name) eq '_oga'", { name: { equals: '\\_oga', mode: 'insensitive' } }],
    ["Name eq '100%'", { name: { equals: '100%' } }],
    ['active', { active: true }],
    ['name eq null', { name: null }],
    ['date ge 2026-01-05', { date: { gte: new Date('2026-01-05T00:00:00.000Z') } }],
    ['courseId in (a7af27e6-f5a0-11e9-9649-0a252986adba)', { courseId: { in: ['a7af27e6-f5a0-11e9-9649-0a252986adba'] } }],
    // A dotted column is a field of a to-one relation.
    ['courseActive', { course: { active: true } }],
    ['courseActive eq false', { course: { active: { equals: false } } }],
    ['courseActive ne null', { NOT: { course: { active: null } } }],
    ['true', {}],
    ['false', { OR: [] }],
    ["not (name eq 'a' or active eq false)", { NOT: { OR: [{ name: { equals: 'a' } }, { active: { equals: false } }] } }],
  ])('%s', (filter, expected) => {
    expect(where(filter)).toEqual(expected);
  });

  it.each([
    ["nope eq 'x'", "unknown field 'nope'"],
    ["maxAttendees eq 'x'", 'expected a number value'],
    ['name eq maxAttendees', 'comparing two fields is not supported'],
    ['active gt true', 'booleans compare with eq or ne only'],
    ["courseId eq 'not-a-guid'", 'expected a uuid value'],
  ])('rejects %s', (filter, message) => {
    expect(() => where(filter)).toThrow(message);
  });

  it('reads the query options and caps $top', () => {
    const q = parseODataQuery(
      { $filter: 'active', $orderby: 'name desc', $top: '5', $skip: '10', $count: 'true' },
      { fields, defaultOrder: [] },
    );
    expect(q).toMatchObject({ where: { active: true }, orderBy: [{ name: 'desc' }], take: 5, skip: 10, count: true });
    expect(parseODataQuery({ $orderby: 'courseActive' }, { fields, defaultOrder: [] }).orderBy).toEqual([{ course: { active: 'asc' } }]);
    expect(() => parseODataQuery({ $top: '5000' }, { fields, defaultOrder: [] })).toThrow('$top must be at most 1000');
    expect(() => parseODataQuery({ $orderby: 'secret' }, { fields, defaultOrder: [] })).toThrow("unknown field 'secret'");
    expect(() => parseODataQuery({ $top: '-1' }, { fields, defaultOrder: [] })).toThrow(ODataSyntaxError);
    expect(() => parseODataQuery({ $filter: "name eq 'a\u0000'" }, { fields, defaultOrder: [] })).toThrow('NUL characters are not allowed');
  });
});

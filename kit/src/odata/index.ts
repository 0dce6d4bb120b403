export { ODataSyntaxError } from './errors.ts';
export { parseFilter, parseOrderBy } from './parser.ts';
export { toPrismaWhere, type FieldMap, type FieldSpec, type FieldType } from './to-prisma.ts';
export { parseODataQuery, project, MAX_TOP, type ODataQuery, type ODataResource } from './query.ts';

export { ODataSyntaxError } from './errors.ts';
export { parseFilter, parseOrderBy } from './parser.ts';
export { toPrismaWhere } from './to-prisma.ts';
export { parseODataQuery, project, MAX_TOP, type ODataQuery } from './query.ts';

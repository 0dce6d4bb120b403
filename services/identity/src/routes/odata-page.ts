import { parseODataQuery, project, type ODataQuery, type ODataResource } from '@takt/kit';

/**
 * An OData page whose rows need a condition known only at request time (a path parameter, a
 * lookup): `read` gets the parsed query and answers the rows and, when asked, the count.
 */
export async function odataPage<Row, Dto extends Record<string, unknown>>(
  query: Record<string, unknown>,
  resource: ODataResource,
  read: (q: ODataQuery) => Promise<{ rows: Row[]; count?: number }>,
  map: (row: Row) => Dto,
): Promise<{ value: Dto[]; '@odata.count'?: number }> {
  const q = parseODataQuery(query, resource);
  const { rows, count } = await read(q);
  const value = project(rows.map(map), q.select) as Dto[];
  return count === undefined ? { value } : { value, '@odata.count': count };
}

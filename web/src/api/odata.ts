// Builds the OData query options the gateway understands ($top $skip $orderby $filter $count).

export interface ODataSort {
  field: string;
  direction: 'asc' | 'desc';
}

export type ODataCondition =
  | { field: string; op: 'contains' | 'startswith' | 'endswith'; value: string }
  | { field: string; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; value: string | number | boolean | null };

export interface ODataOptions {
  top: number;
  skip: number;
  orderBy?: readonly ODataSort[];
  filters?: readonly ODataCondition[];
  /** Quick search: the text (or with `words` each of its words) must occur in one of the fields (case-insensitive on the server). */
  search?: { text: string; fields: readonly string[]; words?: boolean };
  count?: boolean;
}

const literal = (v: string | number | boolean | null) => (typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : String(v));

function condition(c: ODataCondition): string {
  if (c.op === 'contains' || c.op === 'startswith' || c.op === 'endswith') return `${c.op}(${c.field},${literal(c.value)})`;
  return `${c.field} ${c.op} ${literal(c.value)}`;
}

export function filterOf(o: Pick<ODataOptions, 'filters' | 'search'>): string | undefined {
  const parts = (o.filters ?? []).map(condition);
  // Word by word, "anna mül" finds Müller, Anna (first and last name are two fields); else the
  // text as typed, so "Saal 2" does not also find "Saal 12".
  const text = o.search?.text.trim() ?? '';
  const terms = o.search?.words ? text.split(/\s+/) : [text];
  for (const term of text && o.search?.fields.length ? terms : []) {
    const any = o.search!.fields.map((field) => condition({ field, op: 'contains', value: term }));
    parts.push(any.length > 1 ? `(${any.join(' or ')})` : any[0]!);
  }
  return parts.length ? parts.join(' and ') : undefined;
}

export function odataQuery(o: ODataOptions): string {
  const q = new URLSearchParams();
  q.set('$top', String(o.top));
  q.set('$skip', String(o.skip));
  if (o.orderBy?.length) q.set('$orderby', o.orderBy.map((s) => `${s.field} ${s.direction}`).join(','));
  const filter = filterOf(o);
  if (filter) q.set('$filter', filter);
  if (o.count ?? true) q.set('$count', 'true');
  return q.toString();
}

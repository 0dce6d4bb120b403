import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { ODataCondition, ODataSort } from '../../api/odata.ts';

/** The grid's sort model as $orderby; the spec's default order when the user has not sorted. */
export function sortOf(model: GridSortModel, fallback: readonly ODataSort[]): ODataSort[] {
  const chosen = model.filter((s) => s.sort).map((s) => ({ field: s.field, direction: s.sort! }));
  return chosen.length ? chosen : [...fallback];
}

const COMPARE: Record<string, 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'> = {
  equals: 'eq',
  is: 'eq',
  '=': 'eq',
  '!=': 'ne',
  not: 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  after: 'gt',
  onOrAfter: 'ge',
  before: 'lt',
  onOrBefore: 'le',
};

function conditionOf(item: GridFilterItem, type: string | undefined): ODataCondition | undefined {
  const raw: unknown = item.value;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (item.operator === 'contains' || item.operator === 'startsWith' || item.operator === 'endsWith') {
    const op = item.operator === 'contains' ? 'contains' : item.operator === 'startsWith' ? 'startswith' : 'endswith';
    return { field: item.field, op, value: String(raw) };
  }
  const op = COMPARE[item.operator];
  if (!op) return undefined;
  if (type === 'boolean') return { field: item.field, op, value: raw === true || raw === 'true' };
  if (type === 'number') return Number.isFinite(Number(raw)) ? { field: item.field, op, value: Number(raw) } : undefined;
  return { field: item.field, op, value: String(raw) };
}

/** Column filters as $filter conditions and the quick-search text. */
export function filterOf(
  model: GridFilterModel,
  typeOf: (field: string) => string | undefined,
): { filters: ODataCondition[]; search: string } {
  const filters = model.items.map((i) => conditionOf(i, typeOf(i.field))).filter((c): c is ODataCondition => Boolean(c));
  return { filters, search: (model.quickFilterValues ?? []).join(' ').trim() };
}

import { useState } from 'react';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteContract } from '@takt/proto/http/contract';
import type { z } from 'zod';
import { call } from '../../api/call.ts';
import { odataQuery, type ODataCondition, type ODataSort } from '../../api/odata.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { filterOf, sortOf } from './odata-sort-filter.ts';

/** Spec section 9: page sizes of the lists and the default of most lists. */
export const PAGE_SIZES = [5, 10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ODataListOptions<R extends z.ZodType> {
  contract: RouteContract<z.ZodType, z.ZodType, R>;
  params?: Record<string, unknown>;
  /** Query-key resource name: writes to it invalidate this list. */
  resource: string;
  /** The order until the user sorts, when the contract's OData resource declares none. */
  defaultSort?: readonly ODataSort[];
  /** The order until the user sorts, in place of the contract's: a grid showing one slice (a waiting list by number). */
  initialSort?: readonly ODataSort[];
  /** Fields the quick search looks in with `contains`. */
  searchFields: readonly string[];
  /** The endpoint's own query parameters besides OData's (e.g. `{ includeTrainers: 'true' }`). */
  extraQuery?: Record<string, string>;
  /** Conditions the screen sets besides the user's column filters (e.g. the location picked above the grid). */
  filters?: readonly ODataCondition[];
  pageSize?: number;
  typeOf(field: string): string | undefined;
}

/** Grid state held here, sent to the server as OData; the rows and total come back per page. */
export function useODataList<R extends z.ZodType>(o: ODataListOptions<R>) {
  // The contract's OData resource (the server's own default order and page size) comes first.
  const meta = o.contract.odata;
  const defaultSort = o.initialSort ?? meta?.defaultOrder.map((s) => ({ field: s.name, direction: s.direction })) ?? o.defaultSort ?? [];
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: o.pageSize ?? meta?.defaultTop ?? DEFAULT_PAGE_SIZE,
  });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  const { filters, search } = filterOf(filter, o.typeOf);
  const odata = odataQuery({
    top: pagination.pageSize,
    skip: pagination.page * pagination.pageSize,
    orderBy: sortOf(sort, defaultSort),
    filters: [...(o.filters ?? []), ...filters],
    search: { text: search, fields: o.searchFields },
    count: true,
  });
  const query = o.extraQuery ? `${odata}&${new URLSearchParams(o.extraQuery).toString()}` : odata;
  const result = useQuery({
    queryKey: queryKeys(o.resource).list({ params: o.params, query }),
    queryFn: () => call(o.contract, { params: o.params as never, query }),
    placeholderData: keepPreviousData,
  });
  const data = result.data as { value: unknown[]; '@odata.count'?: number } | undefined;
  return {
    rows: (data?.value ?? []) as z.output<R> extends { value: (infer Row)[] } ? Row[] : never,
    total: data?.['@odata.count'] ?? 0,
    loading: result.isFetching,
    error: result.isError,
    retry: () => void result.refetch(),
    pagination,
    setPagination,
    sort,
    setSort: (m: GridSortModel) => {
      setSort(m);
      setPagination((p) => ({ ...p, page: 0 }));
    },
    filter,
    setFilter: (m: GridFilterModel) => {
      setFilter(m);
      setPagination((p) => ({ ...p, page: 0 }));
    },
  };
}

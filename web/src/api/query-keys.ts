/**
 * One key factory per resource: every query of a resource starts with its name, so a write
 * invalidates all its lists and details with `invalidateQueries({ queryKey: keys.all })`.
 */
export function queryKeys<R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (query: unknown) => [resource, 'list', query] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
    related: (id: string, part: string) => [resource, 'detail', id, part] as const,
  };
}

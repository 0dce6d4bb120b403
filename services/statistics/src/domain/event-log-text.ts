type Changes = Record<string, { from: unknown; to: unknown }>;

const show = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '–' : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The event log's display lines: one per changed field, "field: old → new", in field order. */
export function displayTextOf(changes: Changes): string[] {
  return Object.keys(changes)
    .sort()
    .map((field) => `${field}: ${show(changes[field]!.from)} → ${show(changes[field]!.to)}`);
}

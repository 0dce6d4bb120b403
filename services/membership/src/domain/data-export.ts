import { DATA_EXPORT_SERVICES } from '@takt/proto/events/gdpr';

const ALL = ['membership', ...DATA_EXPORT_SERVICES] as const;
type ExportService = (typeof ALL)[number];

/** Which services answered an export and which are awaited; the data only once all answered. */
export function exportStatus(parts: Record<string, unknown>) {
  const answered = ALL.filter((s) => s in parts);
  const missing = ALL.filter((s) => !(s in parts));
  const complete = missing.length === 0;
  return { answered: answered as ExportService[], missing: missing as ExportService[], complete, data: complete ? parts : null };
}

/** Rows as JSON: dates become ISO strings, so a part reads the same in every service's answer. */
export function asJson(rows: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(rows)) as Record<string, unknown>;
}

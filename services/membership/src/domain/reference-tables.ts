import { REFERENCE_TABLE_NAMES, type ReferenceTable } from '@takt/proto';

/** The reference table a path names, matched case-insensitively like the paths themselves; undefined when there is none. */
export function referenceTableOf(name: string): ReferenceTable | undefined {
  const lower = name.toLowerCase();
  return REFERENCE_TABLE_NAMES.find((t) => t.toLowerCase() === lower);
}

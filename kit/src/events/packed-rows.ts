import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Many rows in one event (an Excel import's thousands of rows, decision 0055): the JSON list
 * gzip-compressed and base64-encoded, so one message stays well below the broker's 1 MB.
 */
export function packRows(rows: readonly unknown[]): string {
  return gzipSync(Buffer.from(JSON.stringify(rows))).toString('base64');
}

/** The list packRows packed; the caller checks each row with its schema. Throws on a damaged value. */
export function unpackRows(packed: string): unknown[] {
  const rows: unknown = JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'));
  if (!Array.isArray(rows)) throw new Error('packed rows are not a list');
  return rows;
}

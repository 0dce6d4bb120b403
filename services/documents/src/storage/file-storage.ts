import { randomUUID } from 'node:crypto';

/**
 * Where document files live (decision 0054): the database keeps metadata and a key, the store the
 * bytes. `disk` in development and single-host runs, `s3` in production.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  get(key: string): Promise<Buffer | undefined>;
  /** Idempotent: deleting what is not there is fine. */
  delete(key: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key in the company's folder; a fresh name per file so a replaced file never overwrites one still referenced. */
export function newStorageKey(companyId: string): string {
  return `${companyId}/${randomUUID()}`;
}

/** Keys are only ever `<uuid>/<uuid>`: nothing a store turns into a path outside its root. */
export function assertStorageKey(key: string): void {
  const [company, file, ...rest] = key.split('/');
  if (rest.length > 0 || !UUID.test(company ?? '') || !UUID.test(file ?? '')) throw new Error(`not a storage key: ${key}`);
}

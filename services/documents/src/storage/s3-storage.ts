import { assertStorageKey, type FileStorage } from './file-storage.ts';
import { sha256Hex, signS3Request, type SigningKey } from './sigv4.ts';

export interface S3Options extends SigningKey {
  /** `https://s3.example.com`; objects are addressed path-style: `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  /** For tests: a fixed clock. */
  now?: () => Date;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), with signed PUT, GET and DELETE. */
export function s3Storage(options: S3Options): FileStorage {
  const base = options.endpoint.replace(/\/+$/, '');
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) => {
    assertStorageKey(key);
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}/${key}`);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const signed = signS3Request(method, url, headers, sha256Hex(body ?? ''), options, options.now?.());
    // fetch sets Host itself and refuses it as a header; it is signed with the same value.
    const { host: _host, ...sent } = signed;
    return fetch(url, { method, headers: sent, ...(body ? { body: Buffer.from(body) } : {}) });
  };
  const failed = async (what: string, res: Response) => new Error(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw await failed('PUT', res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return undefined;
      if (!res.ok) throw await failed('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await failed('DELETE', res);
    },
  };
}

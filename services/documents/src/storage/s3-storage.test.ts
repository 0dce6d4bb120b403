import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';
import { sha256Hex, signS3Request } from './sigv4.ts';

// A tiny S3 stand-in: it keeps objects in memory and refuses any request whose path, payload hash
// or signature is not what a real S3 would accept (the signature recomputed from what arrived).
const KEY = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/test+key', region: 'eu-central-1' };
const objects = new Map<string, { body: Buffer; type: string | undefined }>();
const seen: { method: string; path: string }[] = [];
let server: Server;
let endpoint = '';

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

function signatureProblem(req: IncomingMessage, body: Buffer): string | undefined {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return `malformed authorization: ${auth}`;
  const [, keyId, , region, signedHeaders] = match;
  if (keyId !== KEY.accessKeyId || region !== KEY.region) return 'wrong credential scope';
  if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) return 'payload hash does not match the body';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host or date not signed';
  const headers = Object.fromEntries(
    names.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, String(req.headers[n])]),
  );
  const amzDate = String(req.headers['x-amz-date']);
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const expected = signS3Request(req.method!, new URL(req.url!, `http://${req.headers.host}`), headers, sha256Hex(body), KEY, date);
  return expected.authorization === auth ? undefined : 'signature does not match';
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const problem = signatureProblem(req, body);
    if (problem) return res.writeHead(403).end(problem);
    const path = new URL(req.url!, 'http://x').pathname;
    seen.push({ method: req.method!, path });
    if (!path.startsWith('/takt-documents/')) return res.writeHead(404).end('NoSuchBucket');
    if (req.method === 'PUT') objects.set(path, { body, type: req.headers['content-type'] });
    else if (req.method === 'DELETE') objects.delete(path);
    else if (req.method === 'GET') {
      const o = objects.get(path);
      if (!o) return res.writeHead(404).end('NoSuchKey');
      return res.writeHead(200).end(o.body);
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const key = '0b7e9a52-6a35-4f0e-9d0f-3f0c3c1e4c11/5d0c7a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

describe('s3Storage', () => {
  it('puts, gets and deletes an object path-style with signed requests', async () => {
    const store = s3Storage({ endpoint: `${endpoint}/`, bucket: 'takt-documents', ...KEY });
    const bytes = Buffer.from('%PDF-1.7 hello');
    await store.put(key, bytes, 'application/pdf');
    expect(objects.get(`/takt-documents/${key}`)).toEqual({ body: bytes, type: 'application/pdf' });
    expect(Buffer.compare((await store.get(key))!, bytes)).toBe(0);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key); // deleting twice is fine
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET', 'DELETE']);
  });

  it('fails loudly on a wrong secret and refuses keys outside the layout', async () => {
    const wrong = s3Storage({ endpoint, bucket: 'takt-documents', ...KEY, secretAccessKey: 'other' });
    await expect(wrong.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/S3 PUT answered 403: signature does not match/);
    const store = s3Storage({ endpoint, bucket: 'takt-documents', ...KEY });
    await expect(store.get('../etc/passwd')).rejects.toThrow(/not a storage key/);
  });
});

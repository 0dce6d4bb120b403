import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptPush } from './rfc8291.ts';

/** What one push request carried, decrypted as the browser would. */
export interface ReceivedPush {
  plaintext: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestSubscription {
  endpoint: string;
  keyP256dh: string;
  keyAuth: string;
  received: ReceivedPush[];
  /** What the push service answers for this subscription (201 accepted; 404/410 forgotten). */
  answer: number;
  /** Pushes still to be refused with 503 before `answer` applies (a push service busy for a moment). */
  refuse: number;
  /** Pushes this subscription refused so far. */
  refused: number;
}

/**
 * A push service on 127.0.0.1 (https with a self-signed certificate, as web-push only speaks
 * https) that plays the browser too: each subscription has a P-256 key pair and auth secret made
 * here, and every push that arrives is decrypted with them (RFC 8291).
 */
export class PushReceiver {
  readonly caFile: string;
  private readonly dir: string;
  private readonly server: Server;
  private readonly subs = new Map<string, TestSubscription & { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  private port = 0;

  private constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'takt-push-'));
    this.caFile = join(this.dir, 'cert.pem');
    const keyFile = join(this.dir, 'key.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', this.caFile,
    ], { stdio: 'ignore' }); // prettier-ignore
    this.server = createServer({ key: readFileSync(keyFile), cert: readFileSync(this.caFile) }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const sub = this.subs.get(req.url?.split('/').pop() ?? '');
        if (!sub) return void res.writeHead(404).end();
        if (sub.refuse > 0) {
          sub.refuse--;
          sub.refused++;
          return void res.writeHead(503).end();
        }
        if (sub.answer === 201) {
          const plaintext = decryptPush(Buffer.concat(chunks), sub.privateKey, sub.publicKey, sub.auth).toString('utf8');
          sub.received.push({ plaintext, headers: req.headers });
        }
        res.writeHead(sub.answer).end();
      });
    });
  }

  static async start(): Promise<PushReceiver> {
    const r = new PushReceiver();
    await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
    r.port = (r.server.address() as AddressInfo).port;
    return r;
  }

  /** A new browser subscription, as PushManager.subscribe() would give it. */
  subscribe(answer = 201): TestSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    const sub = {
      endpoint: `https://localhost:${this.port}/push/${id}`,
      keyP256dh: publicKey.toString('base64url'),
      keyAuth: auth.toString('base64url'),
      received: [],
      answer,
      refuse: 0,
      refused: 0,
      privateKey: ecdh.getPrivateKey(),
      publicKey,
      auth,
    };
    this.subs.set(id, sub);
    return sub;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Checks a push's VAPID authorization (RFC 8292) as a push service would: `vapid t=<JWT>, k=<key>`,
 * the key the one the service published, the ES256 signature valid, the audience the endpoint's origin.
 */
export function vapidClaims(authorization: string, publicVapidKey: string, endpoint: string): Record<string, unknown> {
  const m = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization);
  if (!m) throw new Error(`not a vapid authorization: ${authorization}`);
  const [, jwt, key] = m as unknown as [string, string, string];
  if (key !== publicVapidKey) throw new Error('signed with another key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('vapid signature invalid');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (payload.aud !== new URL(endpoint).origin) throw new Error(`audience ${payload.aud}`);
  return payload;
}

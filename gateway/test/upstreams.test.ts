import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upstreams, type HopRequest } from '../src/proxy.ts';

let server: Server;
let origin: string;
const overHttp: string[] = [];
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    overHttp.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`);
    res.setHeader('content-type', 'text/plain');
    res.end('over http');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the way to a service', () => {
  it('takes the in-process hop for a whole body or none, and HTTP for a streamed one', async () => {
    const hopped: HopRequest[] = [];
    const upstreams = new Upstreams(async (req) => {
      hopped.push(req);
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"hop":true}') };
    });
    const whole = await upstreams.request(origin, { path: '/a', method: 'POST', headers: {}, body: Buffer.from('{}') });
    const none = await upstreams.request(origin, { path: '/b', method: 'GET', headers: {} });
    expect((await whole.bytes()).toString()).toBe('{"hop":true}');
    expect(none.statusCode).toBe(200);
    expect(hopped.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /a', 'GET /b']);

    const streamed = await upstreams.request(origin, {
      path: '/c',
      method: 'POST',
      headers: {},
      body: Readable.from([Buffer.from('part')]),
    });
    expect((await streamed.bytes()).toString()).toBe('over http');
    expect(overHttp).toEqual(['POST /c part']);
    await upstreams.close();
  });

  it('gives up on a hop that never answers, so the caller gets an error instead of waiting forever', async () => {
    const upstreams = new Upstreams(() => new Promise(() => undefined), 30);
    await expect(upstreams.request(origin, { path: '/slow', method: 'GET', headers: {} })).rejects.toThrow('no answer within 30 ms');
  });
});

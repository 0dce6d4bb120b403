import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { bookingService } from '../src/service.ts';

// A configured geocoder (a local stand-in with Nominatim's answer shape; tests make no outside calls).
const asked: string[] = [];
const geocoder = createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
  asked.push(q);
  res.setHeader('content-type', 'application/json');
  if (q.startsWith('broken')) res.writeHead(502).end('[]');
  else res.end(JSON.stringify(q.startsWith('Alexanderplatz') ? [{ lat: '52.5219', lon: '13.4132', display_name: q }] : []));
}).listen(0, '127.0.0.1');
afterAll(() => new Promise((resolve) => geocoder.close(resolve)));

const t = useTestService(bookingService, {
  settings: () => ({ BOOKING_GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search` }),
});
const lookUp = (address: string, role: 'manager' | 'attendee' = 'manager') =>
  t.call('GET', `/api/qrCodes/GetCoordinatesFromAddress/${encodeURIComponent(address)}`, undefined, userCaller(role));

describe('GetCoordinatesFromAddress with a geocoder', () => {
  it('answers the position of a known address, 404 for an unknown one and 503 when the geocoder fails', async () => {
    const found = await lookUp('Alexanderplatz 1, Berlin');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ lat: 52.5219, lng: 13.4132 });
    expect(asked).toContain('Alexanderplatz 1, Berlin');
    expect((await lookUp('Nirgendwo 0')).statusCode).toBe(404);
    expect((await lookUp('broken street')).json().code).toBe('service_unavailable');
    expect((await lookUp('Alexanderplatz 1, Berlin', 'attendee')).statusCode).toBe(403);
  });
});

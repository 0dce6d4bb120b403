import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { useExtraGateway, useSystem } from './use-system.ts';

// The usual security headers on the web app and the API, through the gateway; HSTS only when
// the request came over TLS (as a trusted proxy reports it).
const webRoot = mkdtempSync(join(tmpdir(), 'takt-web-'));
// Written before the boot: the gateway reads the web root when it starts.
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Takt</title><div id="root"></div>');
writeFileSync(join(webRoot, 'widget.js'), '/* widget */');
const booted = useSystem('security-headers', {}, { webRoot });
const proxied = useExtraGateway(booted, { TRUSTED_PROXIES: '127.0.0.1' });

afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
});

const expectSecurityHeaders = (res: Response) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  // The rest of helmet's set, worked out once at start (gateway/src/security-headers.ts).
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('origin-agent-cluster')).toBe('?1');
  expect(res.headers.get('x-dns-prefetch-control')).toBe('off');
  expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  expect(res.headers.get('x-xss-protection')).toBe('0');
};

describe('security headers through the gateway', () => {
  it.each([
    ['the web app', '/locations', 200],
    ['a public API route', '/api/info', 200],
    ['a proxied service answer', '/api/Users/GetMe', 401],
    ['an unknown API route', '/api/nothing-here', 404],
  ])('on %s', async (_what, path, status) => {
    const res = await fetch(booted.system.gatewayUrl + path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets any site frame the public calendar page (the widget), and nothing else', async () => {
    const res = await fetch(`${booted.system.gatewayUrl}/public-view/${'0'.repeat(8)}-0000-4000-8000-000000000000?embed=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expectSecurityHeaders(await fetch(`${booted.system.gatewayUrl}/public-view-not/x`));
    const widget = await fetch(`${booted.system.gatewayUrl}/widget.js`);
    expect([widget.status, widget.headers.get('cross-origin-resource-policy')]).toEqual([200, 'cross-origin']);
    expect((await fetch(`${booted.system.gatewayUrl}/locations`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('sends HSTS only when a trusted proxy reports TLS', async () => {
    const tls = await fetch(`${proxied.url}/api/info`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expectSecurityHeaders(tls);
    const plain = await fetch(`${proxied.url}/api/info`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Not believed from a client the gateway does not trust.
    const spoofed = await fetch(`${booted.system.gatewayUrl}/api/info`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

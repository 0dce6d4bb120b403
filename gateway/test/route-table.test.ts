import { allContracts } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '../src/route-table.ts';

const table = new RouteTable(allContracts);

describe('gateway route table', () => {
  it.each([
    ['POST', '/api/users/AUTHENTICATE', 'identity', {}],
    ['GET', '/api/attendees/6c0e37e3-e856-45ee-bd58-484b11882c67', 'membership', { id: '6c0e37e3-e856-45ee-bd58-484b11882c67' }],
    ['GET', '/ODATA/appointments', 'scheduling', {}],
    ['GET', '/api/documents/download/abc', 'documents', { id: 'abc' }],
    ['GET', '/api/documents/abc', 'documents', { id: 'abc' }],
    ['GET', '/odata/WebPush/GetMessages()', 'notification', {}],
    ['POST', '/api/Statistics/Fill/', 'statistics', {}],
  ])('%s %s goes to %s', (method, path, service, params) => {
    const m = table.match(method, path);
    expect(m?.contract.service).toBe(service);
    expect(m?.params).toEqual(params);
  });

  it('matches nothing for unknown paths or methods', () => {
    expect(table.match('GET', '/api/nothing')).toBeUndefined();
    expect(table.match('DELETE', '/api/Attendances')).toBeUndefined();
    expect(table.match('GET', '/api/Attendees/a/b')).toBeUndefined();
  });

  it('declares each method and path once', () => {
    const keys = allContracts.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { allContracts, identitySessionContracts, membershipApplicationContracts, membershipQrRegistrationContracts } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi.ts';
import { APPLICATION_RULE, LOGIN_RULE, PUBLIC_RULE, ruleFor } from '../src/rate-limit.ts';

const doc = openApiDocument(allContracts, 'test') as {
  paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; 'x-odata'?: unknown }>>;
};
const operation = (path: string, method = 'get') => doc.paths[path.replace(/:(\w+)/g, '{$1}')]![method]!;

describe('contracts own the edge', () => {
  it('documents the query parameters and the OData resource of a contract', () => {
    const op = operation('/odata/Employees/GetInLocation/:locationId');
    expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'alwaysIncludedEmployeesIds',
      'includeTrainers',
      'skillIds',
      '$filter',
      '$orderby',
      '$top',
      '$skip',
      '$count',
      '$select',
    ]);
    expect(op['x-odata']).toMatchObject({ fields: { lastName: { type: 'string' } }, defaultTop: 10 });
  });

  it('gives every OData list its field map in the document', () => {
    const lists = allContracts.filter((r) => r.odata);
    expect(lists.length).toBeGreaterThan(15);
    for (const r of lists) expect(operation(r.path, r.method.toLowerCase())['x-odata'], r.path).toEqual(r.odata);
  });

  it('takes the rate-limit class from the contract: credentials for sign-in, refresh and sign-up, application for the membership application and the QR registration', () => {
    const credentials = allContracts.filter((r) => ruleFor(r) === LOGIN_RULE);
    expect(credentials).toEqual(
      expect.arrayContaining([
        identitySessionContracts.authenticate,
        identitySessionContracts.refreshToken,
        identitySessionContracts.createCompany,
      ]),
    );
    expect(credentials).toHaveLength(3);
    const applications = allContracts.filter((r) => ruleFor(r) === APPLICATION_RULE);
    expect(applications).toEqual([membershipApplicationContracts.registerApplication, membershipQrRegistrationContracts.registerByQrCode]);
    for (const r of allContracts.filter((r) => r.access === 'public' && !credentials.includes(r) && !applications.includes(r)))
      expect(ruleFor(r)).toBe(PUBLIC_RULE);
    for (const r of allContracts.filter((r) => r.access !== 'public')) expect(ruleFor(r)).toBeUndefined();
  });

  it('names no service path in the gateway source', () => {
    const dir = new URL('../src/', import.meta.url);
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const paths = allContracts.map((r) => r.path.toLowerCase());
    const named = [...source.matchAll(/['"`](\/(?:api|odata)\/[^'"`]*)['"`]/gi)].map((m) => m[1]!.toLowerCase());
    expect(named.filter((p) => paths.some((path) => path === p || path.startsWith(`${p}/`)))).toEqual([]);
  });
});

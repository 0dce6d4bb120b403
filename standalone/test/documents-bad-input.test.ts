import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// Issue 11: bad input and another company's ids for documents, through the gateway. Each row
// answers its status and stable code (and field) and changes nothing in either company.
const booted = useSystem('documents-bad-input');

interface Studio {
  tenant: Tenant;
  folderId: string;
  childId: string;
  documentId: string;
}
let a: Studio;
let b: Studio;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Part = [name: string, value: string] | [name: 'File', bytes: Buffer, type: string, filename: string];
const formOf = (parts: Part[]) => {
  const form = new FormData();
  for (const [name, value, type, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type }), filename);
  }
  return form;
};
const pdf = (filename = 'Hausordnung.pdf'): Part => ['File', PDF, 'application/pdf', filename];

async function studio(): Promise<Studio> {
  const tenant = await createTenant(booted.system.gatewayUrl);
  const { id: folderId } = await tenant.api.post<{ id: string }>('/api/documents/Folder', { Title: 'Verträge' });
  const { id: childId } = await tenant.api.post<{ id: string }>('/api/documents/Folder', { Title: '2026', ParentId: folderId });
  const { id: documentId } = await tenant.api.request<{ id: string }>('POST', '/api/documents', formOf([['ParentId', childId], pdf()]));
  return { tenant, folderId, childId, documentId };
}

beforeAll(async () => {
  [a, b] = [await studio(), await studio()];
}, 120_000);

/** Everything a company holds in documents: each row as it reads, and every file's bytes. */
async function holdings(s: Studio) {
  const { value } = await s.tenant.api.get<{ value: Record<string, unknown>[] }>('/odata/documents?$orderby=title');
  const file = Buffer.from(await (await s.tenant.api.raw('GET', `/api/documents/download/${s.documentId}`)).arrayBuffer());
  return { value, file: file.toString('base64') };
}

const big = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-');
  return bytes;
};

type Row = [what: string, request: () => [string, string, unknown?], status: number, code: string, field?: string];
const upload =
  (...parts: Part[]) =>
  (): [string, string, unknown] => ['POST', '/api/documents', formOf(parts)];
const ROWS: Row[] = [
  ['missing file', upload(['Title', 'Ohne Datei']), 400, 'validation_failed', 'file'],
  ['over 5 MiB', upload(['File', big(MAX_DOCUMENT_BYTES + 1), 'application/pdf', 'gross.pdf']), 413, 'payload_too_large'],
  [
    'far over the limit (the gateway stops it)',
    upload(['File', big(MAX_DOCUMENT_BYTES * 2), 'application/pdf', 'riesig.pdf']),
    413,
    'payload_too_large',
  ],
  ['a program', upload(['File', Buffer.from('MZ\x90\x00\x03\x00'), 'application/pdf', 'setup.pdf']), 415, 'unsupported_media_type'],
  [
    'an HTML page',
    upload(['File', Buffer.from('<!doctype html><script>1</script>'), 'text/plain', 'a.txt']),
    415,
    'unsupported_media_type',
  ],
  ['an SVG', upload(['File', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'a.svg']), 415, 'unsupported_media_type'],
  ['unknown parent', upload(['ParentId', randomUUID()], pdf()), 400, 'validation_failed', 'parentId'],
  ["another company's parent", upload(['ParentId', 'B:folder'], pdf()), 400, 'validation_failed', 'parentId'],
  ['unknown kind', upload(['Type', 'geheim'], pdf()), 400, 'validation_failed', 'type'],
  ['folder without title', () => ['POST', '/api/documents/Folder', { Title: ' ' }], 400, 'validation_failed', 'title'],
  [
    'folder under unknown parent',
    () => ['POST', '/api/documents/Folder', { Title: 'X', ParentId: randomUUID() }],
    400,
    'validation_failed',
    'parentId',
  ],
  [
    'move under itself',
    () => ['PUT', `/api/documents/${a.folderId}`, { Title: 'X', ParentId: a.folderId }],
    400,
    'validation_failed',
    'parentId',
  ],
  [
    'move under its own child (cycle)',
    () => ['PUT', `/api/documents/${a.folderId}`, { Title: 'X', ParentId: a.childId }],
    400,
    'validation_failed',
    'parentId',
  ],
  [
    'move under its own grandchild (cycle)',
    () => ['PUT', `/api/documents/${a.folderId}`, { Title: 'X', ParentId: a.documentId }],
    400,
    'validation_failed',
    'parentId',
  ],
  [
    'move under a foreign folder',
    () => ['PUT', `/api/documents/${a.childId}`, { Title: 'X', ParentId: b.folderId }],
    400,
    'validation_failed',
    'parentId',
  ],
  ['unknown audience role', () => ['PUT', `/api/documents/${a.documentId}`, { VisibleRoles: ['admin'] }], 400, 'validation_failed'],
  ['delete a folder with documents', () => ['DELETE', `/api/documents/${a.folderId}`], 409, 'in_use'],
  ['malformed id', () => ['GET', '/api/documents/nope'], 400, 'validation_failed'],
  // Another company's documents are not there, on every route that takes an id.
  ...(
    [
      'GET /api/documents/:id',
      'GET /api/documents/download/:id',
      'DELETE /api/documents/:id',
      'DELETE /api/documents/DeleteDocumentFile/:id',
    ] as const
  ).map((route): Row => [
    `foreign ${route}`,
    () => [route.split(' ')[0]!, route.split(' ')[1]!.replace(':id', b.documentId)],
    404,
    'not_found',
  ]),
  ['foreign PUT /api/documents/:id', () => ['PUT', `/api/documents/${b.documentId}`, { Title: 'Fremd' }], 404, 'not_found'],
  ['foreign replace (post with Id)', () => ['POST', '/api/documents', formOf([['Id', b.documentId], pdf()])], 404, 'not_found'],
  [
    'foreign public download',
    () => ['GET', `/api/documents/GetByCompany/${a.tenant.companyId}/download/${b.documentId}`],
    404,
    'not_found',
  ],
];

describe('documents: bad input and foreign ids through the gateway', () => {
  it.each(ROWS)('%s: a clear code, nothing changed', async (_, request, status, code, field) => {
    const before = [await holdings(a), await holdings(b)];
    const [method, path, body] = request();
    // A row naming the other company's folder before it exists: resolved at run time.
    if (body instanceof FormData && body.get('ParentId') === 'B:folder') body.set('ParentId', b.folderId);
    const res = await a.tenant.api.raw(method, path, body);
    const json = (await res.json()) as { code: string; details?: { fields?: { field: string }[] } };
    expect(res.status, JSON.stringify(json)).toBe(status);
    expect(json.code).toBe(code);
    if (field) expect(json.details?.fields?.map((f) => f.field)).toContain(field);
    expect([await holdings(a), await holdings(b)]).toEqual(before);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertSchemaMatchesMigrations, userCaller, useTestService } from '@takt/kit/testing';
import { MAX_DOCUMENT_BYTES, type Caller } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { documentsService } from '../src/service.ts';
import { field, file, filesOnDisk, HTML, PDF, PNG, SVG, uploadTo } from './upload-helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'takt-documents-'));
const t = useTestService(documentsService, { settings: { DOCUMENT_STORAGE_DIR: root } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);
const get = (url: string, caller: Caller) => call('GET', url, undefined, caller);
const upload = (caller: Caller, ...parts: Parameters<typeof uploadTo>[2]) => uploadTo(t, caller, parts);
const rowsOf = (companyId: string) => t.db.system((tx) => tx.document.count({ where: { companyId } }));

describe('documents: files', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('stores an upload in the company folder, types it by its bytes and gives the same bytes back as an attachment', async () => {
    const manager = userCaller('manager');
    const res = await upload(manager, file(PDF, 'application/octet-stream'));
    expect(res.statusCode, res.body).toBe(200);
    const meta = res.json();
    expect(meta).toMatchObject({
      companyId: manager.companyId,
      parentId: null,
      title: 'Vertrag Müller.pdf',
      documentName: 'Vertrag Müller.pdf',
      documentType: 'application/pdf',
      documentSize: PDF.byteLength,
      type: 'document',
      visibleForUser: true,
      visibleRoles: ['trainer', 'attendee', 'interested'],
      creatorUserId: manager.userId,
      groupDocumentsCount: 0,
      notificationCount: 0,
    });
    expect(await filesOnDisk(root, manager.companyId)).toHaveLength(1);
    const row = await t.db.system((tx) => tx.document.findFirstOrThrow({ where: { id: meta.id } }));
    expect(row.content).toBeNull();

    const download = await get(`/api/documents/download/${meta.id}`, manager);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Vertrag%20M%C3%BCller.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect((await get(`/api/documents/${meta.id}`, manager)).json()).toEqual(meta);

    // PNG bytes declared as a PDF are stored as what they are.
    expect((await upload(manager, file(PNG, 'application/pdf', 'bild.pdf'))).json().documentType).toBe('image/png');
  });

  it('refuses bad uploads with clear codes, storing nothing in the database or on disk', async () => {
    const manager = userCaller('manager');
    const foreign = (await upload(userCaller('manager'), file(PDF))).json().id;
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    big.write('%PDF-');
    const rows: [string, Parameters<typeof upload>[1][], number, string, string?][] = [
      ['missing file', [field('Title', 'Ohne Datei')], 400, 'validation_failed', 'file'],
      ['empty file', [file(Buffer.alloc(0))], 400, 'validation_failed', 'file'],
      ['too large', [file(big)], 413, 'payload_too_large'],
      ['a program', [file(Buffer.from('MZ\x90\x00\x03'), 'application/pdf', 'setup.pdf')], 415, 'unsupported_media_type'],
      ['an HTML page', [file(HTML, 'text/plain', 'notes.txt')], 415, 'unsupported_media_type'],
      ['an SVG', [file(SVG, 'image/svg+xml', 'logo.svg')], 415, 'unsupported_media_type'],
      ['a malformed parent', [field('ParentId', 'nope'), file(PDF)], 400, 'validation_failed', 'parentId'],
      ['an unknown parent', [field('ParentId', randomUUID()), file(PDF)], 400, 'validation_failed', 'parentId'],
      ["another company's parent", [field('ParentId', foreign), file(PDF)], 400, 'validation_failed', 'parentId'],
      ['an unknown kind', [field('Type', 'secret'), file(PDF)], 400, 'validation_failed', 'type'],
      ['an unknown audience role', [field('VisibleRoles', 'attendee,admin'), file(PDF)], 400, 'validation_failed'],
      ["another company's document to replace", [field('Id', foreign), file(PDF)], 404, 'not_found'],
    ];
    for (const [what, parts, status, code, fieldName] of rows) {
      const res = await upload(manager, ...parts);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().code, what).toBe(code);
      if (fieldName) expect(res.json().details.fields[0].field, what).toBe(fieldName);
    }
    expect(await rowsOf(manager.companyId)).toBe(0);
    expect(await filesOnDisk(root, manager.companyId)).toEqual([]);
  });

  it('accepts a file exactly at the limit', async () => {
    const res = await upload(userCaller('employee'), file(Buffer.alloc(MAX_DOCUMENT_BYTES, 0x41), 'text/plain', 'notes.txt'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ documentSize: MAX_DOCUMENT_BYTES, documentType: 'text/plain' });
  });

  it('replaces the file of a document (Id), deletes only the file, or the whole document', async () => {
    const manager = userCaller('manager');
    const id = (await upload(manager, file(PDF))).json().id;
    const replaced = await upload(manager, field('Id', id), file(PNG, 'image/png', 'neu.png'));
    expect(replaced.json()).toMatchObject({ id, documentName: 'neu.png', documentType: 'image/png' });
    expect(await filesOnDisk(root, manager.companyId)).toHaveLength(1);
    expect(Buffer.compare((await get(`/api/documents/download/${id}`, manager)).rawPayload, PNG)).toBe(0);

    const withoutFile = await call('DELETE', `/api/documents/DeleteDocumentFile/${id}`, undefined, manager);
    expect(withoutFile.json()).toMatchObject({ id, documentName: null, documentType: null, documentSize: null });
    expect(await filesOnDisk(root, manager.companyId)).toEqual([]);
    expect((await get(`/api/documents/download/${id}`, manager)).statusCode).toBe(404);
    expect((await get(`/api/documents/${id}`, manager)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/documents/${id}`, undefined, manager)).statusCode).toBe(200);
    expect((await get(`/api/documents/${id}`, manager)).statusCode).toBe(404);
    expect(await rowsOf(manager.companyId)).toBe(0);
  });
});

describe('documents: folders and fields', () => {
  const folder = async (caller: Caller, title: string, parentId?: string) => {
    const res = await call('POST', '/api/documents/Folder', { Title: title, ParentId: parentId }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };

  it('nests documents in folders, counts them and refuses cycles, unknown and foreign parents', async () => {
    const manager = userCaller('manager');
    const top = await folder(manager, 'Verträge');
    const inner = await folder(manager, '2026', top);
    const doc = (await upload(manager, field('ParentId', inner), file(PDF))).json().id;
    const list = async (filter: string) =>
      (await get(`/odata/documents?$filter=${encodeURIComponent(filter)}`, manager)).json().value as {
        id: string;
        groupDocumentsCount: number;
      }[];
    expect((await list('parentId eq null')).map((d) => [d.id, d.groupDocumentsCount])).toEqual([[top, 1]]);
    expect((await list(`parentId eq ${inner}`)).map((d) => d.id)).toEqual([doc]);

    const foreign = await folder(userCaller('manager'), 'Fremd');
    const move = (id: string, parentId: string | null) => call('PUT', `/api/documents/${id}`, { ParentId: parentId, Title: 'x' }, manager);
    for (const [id, parentId] of [
      [top, top],
      [top, inner],
      [top, doc],
      [inner, randomUUID()],
      [inner, foreign],
    ] as const) {
      const res = await move(id, parentId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'parentId' }] } });
    }
    const unchanged = await get(`/api/documents/${top}`, manager);
    expect(unchanged.json()).toMatchObject({ parentId: null, title: 'Verträge' });

    expect((await move(doc, top)).json()).toMatchObject({ parentId: top, title: 'x' });
    const refused = await call('DELETE', `/api/documents/${top}`, undefined, manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('in_use');
    expect(await rowsOf(manager.companyId)).toBe(3);
  });

  it('updates the fields, lists newest first with paging and filters, and counts categories by use', async () => {
    const manager = userCaller('manager');
    const ids: string[] = [];
    for (const category of ['Verträge', 'Hausordnung', 'Verträge', 'Kurse', 'Verträge', 'Kurse', 'Hausordnung']) {
      ids.push((await upload(manager, field('Category', category), file(PDF))).json().id);
    }
    const responsibleId = randomUUID();
    const updated = await call(
      'PUT',
      `/api/documents/${ids[0]}`,
      {
        Title: 'AGB',
        Text: 'Allgemeine Geschäftsbedingungen',
        Type: 'terms_and_conditions',
        Category: 'Recht',
        PriorityVariantId: 2,
        IsAllowComment: true,
        ResponsibleId: responsibleId,
      },
      manager,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'AGB',
      shortText: 'Allgemeine Gesc…',
      type: 'terms_and_conditions',
      priorityVariantId: 2,
      isAllowComment: true,
      responsibleId,
      documentName: 'Vertrag Müller.pdf',
    });
    await t.db.system((tx) => tx.document.update({ where: { id: ids[3] }, data: { notificationCount: 2 } }));

    const page = (await get('/odata/documents?$count=true&$top=5', manager)).json();
    expect(page['@odata.count']).toBe(7);
    expect(page.value.map((d: { id: string }) => d.id)).toEqual(ids.slice(2).reverse());
    const notified = (await get(`/odata/documents?$filter=${encodeURIComponent('notificationCount gt 0')}`, manager)).json().value;
    expect(notified.map((d: { id: string }) => d.id)).toEqual([ids[3]]);

    const categories = (await get('/odata/documents/GetCategories', manager)).json().value;
    expect(categories).toEqual([
      { name: 'Hausordnung', usageCount: 2 },
      { name: 'Kurse', usageCount: 2 },
      { name: 'Verträge', usageCount: 2 },
      { name: 'Recht', usageCount: 1 },
    ]);
    const bad = await call('PUT', `/api/documents/${ids[1]}`, { Title: '', PriorityVariantId: 'hoch' }, manager);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/documents/${ids[1]}`, manager)).json().category).toBe('Hausordnung');
  });

  it("shows a company's public documents anonymously, nothing else", async () => {
    const manager = userCaller('manager');
    const terms = (await upload(manager, field('Type', 'terms_and_conditions'), file(PDF, 'application/pdf', 'agb.pdf'))).json().id;
    const internal = (await upload(manager, file(PDF))).json().id;
    await upload(manager, field('Type', 'terms_and_conditions'), field('VisibleForUser', 'false'), file(PDF));
    const anonymous: Caller = { kind: 'anonymous' };
    const listed = await get(`/api/documents/GetByCompany/${manager.companyId}/terms_and_conditions`, anonymous);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: terms, documentName: 'agb.pdf', type: 'terms_and_conditions' })]);
    expect(listed.json()[0]).not.toHaveProperty('creatorUserId');
    expect((await get(`/api/documents/GetByCompany/${manager.companyId}/download/${terms}`, anonymous)).statusCode).toBe(200);
    expect((await get(`/api/documents/GetByCompany/${manager.companyId}/download/${internal}`, anonymous)).statusCode).toBe(404);
    expect((await get(`/api/documents/GetByCompany/${randomUUID()}/download/${terms}`, anonymous)).statusCode).toBe(404);
    expect((await get(`/api/documents/GetByCompany/${manager.companyId}/attendee`, anonymous)).statusCode).toBe(400);
  });
});

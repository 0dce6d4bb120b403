import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import type { Caller, Role } from '@takt/proto';
import { documentsService } from '../src/service.ts';
import { field, file, filesOnDisk, PDF, uploadTo } from './upload-helpers.ts';

// Who may do what with documents, and that another company's ids are simply not there.
const root = mkdtempSync(join(tmpdir(), 'takt-documents-access-'));
const t = useTestService(documentsService, { settings: { DOCUMENT_STORAGE_DIR: root } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);
const upload = (caller: Caller, ...parts: Parameters<typeof uploadTo>[2]) => uploadTo(t, caller, parts);
const idOf = async (res: Awaited<ReturnType<typeof upload>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const titles = async (caller: Caller) =>
  ((await call('GET', '/odata/documents?$orderby=title', undefined, caller)).json().value as { title: string }[]).map((d) => d.title);

/** Every route that takes a document id, as the id's own company would call it. */
const idRoutes = (id: string): [Method, string, unknown?][] => [
  ['GET', `/api/documents/${id}`],
  ['GET', `/api/documents/download/${id}`],
  ['PUT', `/api/documents/${id}`, { Title: 'Fremd' }],
  ['DELETE', `/api/documents/DeleteDocumentFile/${id}`],
  ['DELETE', `/api/documents/${id}`],
];

describe('documents: tenants and roles', () => {
  it("answers 404 for another company's document on every id route, changing nothing", async () => {
    const owner = userCaller('manager');
    const id = await idOf(await upload(owner, file(PDF)));
    const stranger = userCaller('admin');
    for (const [method, url, body] of idRoutes(id)) {
      const res = await call(method, url, body, stranger);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const replace = await upload(stranger, field('Id', id), file(PDF));
    expect(replace.statusCode).toBe(404);
    expect((await call('GET', `/api/documents/${id}`, undefined, owner)).json()).toMatchObject({
      title: 'Vertrag Müller.pdf',
      documentSize: PDF.length,
    });
    expect(await filesOnDisk(root, owner.companyId)).toHaveLength(1);
    expect(await filesOnDisk(root, stranger.companyId)).toEqual([]);
    expect((await call('GET', '/odata/documents', undefined, stranger)).json().value).toEqual([]);
  });

  it.each<Role>(['trainer', 'attendee', 'interested'])('a %s cannot upload, create folders, change or delete documents', async (role) => {
    const manager = userCaller('manager');
    const id = await idOf(await upload(manager, file(PDF)));
    const caller = userCaller(role, manager.companyId);
    const attempts: [Method, string, unknown?][] = [
      ['POST', '/api/documents/Folder', { Title: 'Meins' }],
      ['PUT', `/api/documents/${id}`, { Title: 'Meins' }],
      ['DELETE', `/api/documents/DeleteDocumentFile/${id}`],
      ['DELETE', `/api/documents/${id}`],
      ['GET', '/odata/documents/GetCategories'],
    ];
    for (const [method, url, body] of attempts) expect((await call(method, url, body, caller)).statusCode, `${method} ${url}`).toBe(403);
    expect((await upload(caller, file(PDF))).statusCode).toBe(403);
    expect((await upload(caller, field('Id', id), file(PDF))).statusCode).toBe(403);
    expect(await t.db.system((tx) => tx.document.count({ where: { companyId: manager.companyId } }))).toBe(1);
    expect(await filesOnDisk(root, manager.companyId)).toHaveLength(1);
  });

  it('shows members only the documents meant for their role or for them by name', async () => {
    const manager = userCaller('manager');
    const member = userCaller('attendee', manager.companyId);
    const otherMember = userCaller('attendee', manager.companyId);
    const interested = userCaller('interested', manager.companyId);
    const trainer = userCaller('trainer', manager.companyId);
    const doc = async (title: string, ...parts: Parameters<typeof upload>[1][]) =>
      idOf(await upload(manager, field('Title', title), ...parts, file(PDF)));
    await doc('Alle');
    const hidden = await doc('Intern', field('VisibleForUser', 'false'));
    await doc('Mitglieder', field('VisibleRoles', 'attendee'));
    await doc('Trainer', field('VisibleRoles', 'trainer'));
    const personal = await doc('Persönlich', field('VisibleRoles', ''));
    const put = await call(
      'PUT',
      `/api/documents/${personal}`,
      { Title: 'Persönlich', VisibleRoles: [], VisibleUserIds: [member.userId] },
      manager,
    );
    expect(put.statusCode, put.body).toBe(200);

    expect(await titles(manager)).toEqual(['Alle', 'Intern', 'Mitglieder', 'Persönlich', 'Trainer']);
    expect(await titles(member)).toEqual(['Alle', 'Mitglieder', 'Persönlich']);
    expect(await titles(otherMember)).toEqual(['Alle', 'Mitglieder']);
    expect(await titles(interested)).toEqual(['Alle']);
    expect(await titles(trainer)).toEqual(['Alle', 'Trainer']);

    // Invisible is not found, for metadata and bytes alike; visible ones download.
    for (const url of [`/api/documents/${hidden}`, `/api/documents/download/${hidden}`, `/api/documents/download/${personal}`]) {
      expect((await call('GET', url, undefined, otherMember)).statusCode, url).toBe(404);
    }
    const download = await call('GET', `/api/documents/download/${personal}`, undefined, member);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    // A filter cannot lift the visibility.
    const lifted = await call('GET', `/odata/documents?$filter=${encodeURIComponent('visibleForUser eq false')}`, undefined, member);
    expect(lifted.json().value).toEqual([]);
  });
});

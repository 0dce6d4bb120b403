import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertSchemaMatchesMigrations, userCaller, useTestService } from '@takt/kit/testing';
import { MAX_DOCUMENT_BYTES, type Caller } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { documentsService } from '../src/service.ts';

const t = useTestService(documentsService);

const get = (url: string, caller: Caller) => t.call('GET', url, undefined, caller);

interface Part {
  name: string;
  value: string | { bytes: Uint8Array; type: string; filename: string };
}

/** A multipart body as a browser would send it, built with FormData. */
async function upload(caller: Caller, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.value.bytes)], { type: p.value.type }), p.value.filename);
  }
  return t.upload('/api/documents', form, caller);
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const file = (bytes: Uint8Array, type: string, filename = 'Vertrag Müller.pdf'): Part => ({
  name: 'File',
  value: { bytes, type, filename },
});

describe('documents', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('stores an uploaded PDF and gives the same bytes back', async () => {
    const manager = userCaller('manager');
    const parentId = (await upload(manager, [file(PNG, 'image/png', 'Ordner.png')])).json().id;
    const res = await upload(manager, [{ name: 'ParentId', value: parentId }, file(PDF, 'application/pdf')]);
    expect(res.statusCode).toBe(200);
    const meta = res.json();
    expect(meta).toMatchObject({
      companyId: manager.companyId,
      parentId,
      documentName: 'Vertrag Müller.pdf',
      documentType: 'application/pdf',
      documentSize: PDF.byteLength,
      visibleForUser: true,
    });

    const download = await get(`/api/documents/download/${meta.id}`, manager);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Vertrag%20M%C3%BCller.pdf");
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect((await get(`/api/documents/${meta.id}`, manager)).json()).toEqual(meta);
  });

  it('rejects a missing file, a file over the limit and types that are not accepted or not true', async () => {
    const manager = userCaller('manager');
    const missing = await upload(manager, [{ name: 'ParentId', value: randomUUID() }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'file' }] } });

    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    big.write('%PDF-');
    const tooLarge = await upload(manager, [file(big, 'application/pdf')]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');

    const exe = await upload(manager, [file(Buffer.from('MZ\x90\x00'), 'application/x-msdownload', 'setup.exe')]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('unsupported_media_type');

    // PNG bytes declared as a PDF: the declared type is contradicted by the content.
    const disguised = await upload(manager, [file(PNG, 'application/pdf')]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().code).toBe('unsupported_media_type');

    const badParent = await upload(manager, [{ name: 'ParentId', value: 'nope' }, file(PDF, 'application/pdf')]);
    expect(badParent.statusCode).toBe(400);

    const count = await t.db.system((tx) => tx.document.count({ where: { companyId: manager.companyId } }));
    expect(count).toBe(0);
  });

  it("refuses another company's or an unknown document as parent, storing nothing", async () => {
    const manager = userCaller('manager');
    const foreign = (await upload(userCaller('manager'), [file(PDF, 'application/pdf')])).json().id;
    for (const parentId of [foreign, randomUUID()]) {
      const res = await upload(manager, [{ name: 'ParentId', value: parentId }, file(PDF, 'application/pdf')]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'parentId' }] } });
    }
    expect(await t.db.system((tx) => tx.document.count({ where: { companyId: manager.companyId } }))).toBe(0);
    // An attendee may not upload even under an own parent.
    const own = (await upload(manager, [file(PDF, 'application/pdf')])).json().id;
    const attendee = userCaller('attendee', manager.companyId);
    expect((await upload(attendee, [{ name: 'ParentId', value: own }, file(PDF, 'application/pdf')])).statusCode).toBe(403);
  });

  it('accepts a file exactly at the limit', async () => {
    const exact = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x41);
    const res = await upload(userCaller('employee'), [file(exact, 'text/plain', 'notes.txt')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().documentSize).toBe(MAX_DOCUMENT_BYTES);
  });

  it('keeps tenants apart, lets attendees read only visible documents and not upload', async () => {
    const manager = userCaller('manager');
    const visible = (await upload(manager, [file(PDF, 'application/pdf')])).json();
    const hidden = (await upload(manager, [{ name: 'VisibleForUser', value: 'false' }, file(PNG, 'image/png', 'intern.png')])).json();
    expect(hidden.visibleForUser).toBe(false);

    const other = userCaller('manager');
    expect((await get(`/api/documents/${visible.id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/documents/download/${visible.id}`, other)).statusCode).toBe(404);

    const attendee = userCaller('attendee', manager.companyId);
    expect((await get(`/api/documents/download/${visible.id}`, attendee)).statusCode).toBe(200);
    expect((await get(`/api/documents/download/${hidden.id}`, attendee)).statusCode).toBe(404);
    expect((await get(`/api/documents/${hidden.id}`, attendee)).statusCode).toBe(404);
    expect((await get(`/api/documents/download/${hidden.id}`, userCaller('trainer', manager.companyId))).statusCode).toBe(200);

    const refused = await upload(attendee, [file(PDF, 'application/pdf')]);
    expect(refused.statusCode).toBe(403);
  });
});

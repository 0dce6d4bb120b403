import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually, userCaller, useTestService } from '@takt/kit/testing';
import { DocumentEvents, type Caller } from '@takt/proto';
import { documentsService } from '../src/service.ts';
import { field, file, PDF, uploadTo } from './upload-helpers.ts';

// A document's notification count (decision 0069): the office's new file for members is
// announced; notification's answer (how many it told) adds up in notificationCount.
const t = useTestService(documentsService, { settings: { DOCUMENT_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'takt-doc-notices-')) } });

const published = async (documentId: string) =>
  (await t.outbox(DocumentEvents.DocumentPublished.subject)).filter((e) => (e.payload as { documentId: string }).documentId === documentId);
const countOf = async (caller: Caller, id: string) =>
  (await t.call('GET', `/api/documents/${id}`, undefined, caller)).json().notificationCount;

describe('documents: the notification count', () => {
  it('announces an office upload members see, not a hidden one, one for staff only or a member’s own', async () => {
    const manager = userCaller('manager');
    const forMembers = (await uploadTo(t, manager, [file(PDF), field('Title', 'Hausordnung')])).json();
    const hidden = (await uploadTo(t, manager, [file(PDF), field('VisibleForUser', 'false')])).json();
    const trainersOnly = (await uploadTo(t, manager, [file(PDF), field('VisibleRoles', 'trainer')])).json();
    const own = (await uploadTo(t, userCaller('attendee', manager.companyId), [file(PDF)])).json();

    expect((await published(forMembers.id)).map((e) => [e.companyId, e.payload])).toEqual([
      [manager.companyId, { documentId: forMembers.id, title: 'Hausordnung' }],
    ]);
    for (const doc of [hidden, trainersOnly, own]) expect(await published(doc.id)).toEqual([]);
  });

  it('adds the people notification told, once per answer; another company’s answer counts nothing here', async () => {
    const manager = userCaller('manager');
    const doc = (await uploadTo(t, manager, [file(PDF)])).json();
    const answer = await t.emit(DocumentEvents.DocumentNoticesSent, manager.companyId, { documentId: doc.id, recipients: 3 });
    await eventually(async () => ((await countOf(manager, doc.id)) === 3 ? true : undefined));
    await t.redeliver(answer);
    await t.announce(DocumentEvents.DocumentNoticesSent, manager.companyId, { documentId: doc.id, recipients: 2 });
    await t.announce(DocumentEvents.DocumentNoticesSent, userCaller('manager').companyId, { documentId: doc.id, recipients: 50 });
    expect(await countOf(manager, doc.id)).toBe(5);
    const listed = await t.call('GET', `/odata/documents?$filter=${encodeURIComponent('NotificationCount gt 0')}`, undefined, manager);
    expect(listed.json().value.map((d: { id: string }) => d.id)).toEqual([doc.id]);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { GdprEvents, IdentityEvents, MembershipEvents, type Caller } from '@takt/proto';
import { documentsService } from '../src/service.ts';
import { file, PDF, uploadTo } from './upload-helpers.ts';

// Spec: a document answers "responsibleId and name, creatorUserId and name"; the names come from
// documents' own read model of staff (identity) and members (membership), never from a call.
const t = useTestService(documentsService, { settings: { DOCUMENT_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'takt-doc-people-')) } });

const get = (url: string, caller: Caller) => t.call('GET', url, undefined, caller);
const listOf = async (caller: Caller, filter?: string) =>
  (await get(`/odata/documents${filter ? `?$filter=${encodeURIComponent(filter)}` : ''}`, caller)).json().value as Record<
    string,
    unknown
  >[];
const staff = (companyId: string, userId: string, firstName: string, lastName: string) =>
  t.announce(IdentityEvents.StaffUserSaved, companyId, { userId, firstName, lastName, roles: ['employee'], active: true });
const attendee = (applicationUserId: string | null, firstName: string, lastName: string) => ({
  attendeeId: randomUUID(),
  applicationUserId,
  userName: null,
  email: null,
  firstName,
  lastName,
  memberships: [],
});
/** A file a member's login sent (as an applicant's upload is stored), written directly. */
const memberFile = (companyId: string, createdByUserId: string) =>
  t.db.system((tx) =>
    tx.document.create({
      data: { id: randomUUID(), companyId, title: 'Attest', documentName: 'Attest.pdf', documentType: 'application/pdf', createdByUserId },
    }),
  );

describe('documents: the names of creator and responsible', () => {
  it("answers the staff names it heard, in the list, one document and the update's answer", async () => {
    const manager = userCaller('manager');
    const responsibleId = randomUUID();
    const first = (await uploadTo(t, manager, [file(PDF)])).json();
    expect(first).toMatchObject({ creatorUserId: manager.userId, creatorFullName: null, responsibleFullName: null });

    await staff(manager.companyId, manager.userId, 'Maria', 'Muster');
    await staff(manager.companyId, responsibleId, 'Rolf', 'Rechts');
    const updated = await t.call('PUT', `/api/documents/${first.id}`, { Title: 'AGB', ResponsibleId: responsibleId }, manager);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ responsibleId, responsibleFullName: 'Rechts, Rolf', creatorFullName: 'Muster, Maria' });
    expect((await get(`/api/documents/${first.id}`, manager)).json()).toMatchObject({
      creatorFullName: 'Muster, Maria',
      responsibleFullName: 'Rechts, Rolf',
    });
    expect((await listOf(manager))[0]).toMatchObject({
      id: first.id,
      creatorFullName: 'Muster, Maria',
      responsibleFullName: 'Rechts, Rolf',
    });

    // A renamed person shows the new name; one who left the staff shows none (the id stays).
    await staff(manager.companyId, responsibleId, 'Rolf', 'Neumann');
    await t.announce(IdentityEvents.StaffUserDeleted, manager.companyId, { userId: manager.userId });
    expect((await get(`/api/documents/${first.id}`, manager)).json()).toMatchObject({
      creatorUserId: manager.userId,
      creatorFullName: null,
      responsibleFullName: 'Neumann, Rolf',
    });
  });

  it("names a member's login from membership's attendee events until the member is deleted or erased", async () => {
    const manager = userCaller('manager');
    const login = randomUUID();
    const doc = await memberFile(manager.companyId, login);
    const mia = attendee(login, 'Mia', 'Muster');
    await t.announce(MembershipEvents.AttendeeCreated, manager.companyId, mia);
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBe('Muster, Mia');

    const updated = {
      ...mia,
      firstName: 'Mia',
      lastName: 'Meier',
      memberNumber: null,
      mainLocationId: null,
      active: true,
      fromDate: null,
      tillDate: null,
    };
    await t.announce(MembershipEvents.AttendeeUpdated, manager.companyId, updated);
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBe('Meier, Mia');

    // A member who is staff too is named as staff.
    await staff(manager.companyId, login, 'Mia', 'Trainerin');
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBe('Trainerin, Mia');
    await t.announce(IdentityEvents.StaffUserDeleted, manager.companyId, { userId: login });
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBe('Meier, Mia');

    await t.announce(MembershipEvents.AttendeeDeleted, manager.companyId, {
      attendeeId: mia.attendeeId,
      applicationUserId: login,
      memberships: [],
      deletedDate: '2026-11-28',
    });
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBeNull();

    // Erasure forgets the name with the files.
    const ben = attendee(randomUUID(), 'Ben', 'Berg');
    await t.announce(MembershipEvents.AttendeeCreated, manager.companyId, ben);
    await t.announce(GdprEvents.AttendeeErased, manager.companyId, {
      attendeeId: ben.attendeeId,
      applicationUserId: ben.applicationUserId,
    });
    expect(await t.db.system((tx) => tx.memberName.count({ where: { attendeeId: ben.attendeeId } }))).toBe(0);
  });

  it("never shows a name another company's events carry", async () => {
    const manager = userCaller('manager');
    const doc = (await uploadTo(t, manager, [file(PDF)])).json();
    await staff(randomUUID(), manager.userId, 'Fremd', 'Firma');
    await t.announce(MembershipEvents.AttendeeCreated, randomUUID(), attendee(manager.userId, 'Fremd', 'Mitglied'));
    expect((await get(`/api/documents/${doc.id}`, manager)).json().creatorFullName).toBeNull();
  });

  it('filters by NotificationCount>0 as the spec writes it, with the names in the rows', async () => {
    const manager = userCaller('manager');
    await staff(manager.companyId, manager.userId, 'Maria', 'Muster');
    const quiet = (await uploadTo(t, manager, [file(PDF)])).json();
    const notified = (await uploadTo(t, manager, [file(PDF)])).json();
    await t.db.system((tx) => tx.document.update({ where: { id: notified.id }, data: { notificationCount: 3 } }));

    for (const filter of ['NotificationCount gt 0', 'notificationCount gt 0']) {
      const rows = await listOf(manager, filter);
      expect(
        rows.map((r) => r.id),
        filter,
      ).toEqual([notified.id]);
      expect(rows[0]).toMatchObject({ notificationCount: 3, creatorFullName: 'Muster, Maria' });
    }
    expect((await listOf(manager, 'NotificationCount eq 0')).map((r) => r.id)).toEqual([quiet.id]);
    const bad = await get(`/odata/documents?$filter=${encodeURIComponent('NotificationCount gt null')}`, manager);
    expect(bad.statusCode).toBe(400);
  });
});

describe("documents: a member's name after late attendee events (retried after a failure while later ones went ahead)", () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const creatorName = async (manager: Caller, documentId: string) =>
    (await get(`/api/documents/${documentId}`, manager)).json().creatorFullName;

  it('keeps the newer name when an older creation or change is handled after it', async () => {
    const manager = userCaller('manager');
    const mia = attendee(randomUUID(), 'Mia', 'Muster');
    const doc = await memberFile(manager.companyId, mia.applicationUserId!);
    const renamed = (lastName: string) => payloadOf(MembershipEvents.AttendeeUpdated, { ...mia, lastName });
    await t.announce(MembershipEvents.AttendeeUpdated, manager.companyId, renamed('Meier'), { occurredAt: at(30) });
    await t.announce(MembershipEvents.AttendeeCreated, manager.companyId, mia, { occurredAt: at(10) });
    await t.announce(MembershipEvents.AttendeeUpdated, manager.companyId, renamed('Zwischen'), { occurredAt: at(20) });
    expect(await creatorName(manager, doc.id)).toBe('Meier, Mia');
  });

  it('names nobody deleted or erased before their creation or a change was handled', async () => {
    const manager = userCaller('manager');
    const [deleted, erased] = [attendee(randomUUID(), 'Dora', 'Weg'), attendee(randomUUID(), 'Eva', 'Vergessen')];
    const docs = [
      await memberFile(manager.companyId, deleted.applicationUserId!),
      await memberFile(manager.companyId, erased.applicationUserId!),
    ];
    const who = (p: typeof deleted) => ({ attendeeId: p.attendeeId, applicationUserId: p.applicationUserId });
    await t.announce(MembershipEvents.AttendeeDeleted, manager.companyId, payloadOf(MembershipEvents.AttendeeDeleted, who(deleted)));
    await t.announce(GdprEvents.AttendeeErased, manager.companyId, who(erased));
    for (const p of [deleted, erased]) {
      await t.announce(MembershipEvents.AttendeeCreated, manager.companyId, p);
      await t.announce(MembershipEvents.AttendeeUpdated, manager.companyId, payloadOf(MembershipEvents.AttendeeUpdated, p));
    }
    expect(await creatorName(manager, docs[0]!.id)).toBeNull();
    expect(await t.db.system((tx) => tx.memberName.count({ where: { attendeeId: { in: [deleted.attendeeId, erased.attendeeId] } } }))).toBe(
      0,
    );
  });
});

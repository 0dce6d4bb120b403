import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventually, userCaller, useTestService } from '@takt/kit/testing';
import { AuditEvents, GdprEvents } from '@takt/proto';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures, type Caller } from './attendee-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, odata, type, attendee } = attendeeFixtures(t);

const payloads = async <T>(subject: string, attendeeId: string) =>
  (await t.outbox(subject))
    .map((e) => e.payload as T & { attendeeId?: string; entityId?: string })
    .filter((p) => (p.attendeeId ?? p.entityId) === attendeeId);

async function startExport(caller: Caller, id: string): Promise<string> {
  const res = await call('POST', `/api/Attendees/${id}/DataExport`, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exportId;
}

describe('POST /api/Attendees/:id/DataExport', () => {
  it("records membership's part, asks every service and completes once all answered; audited", async () => {
    const a = userCaller('employee');
    const yoga = await type(userCaller('manager', a.companyId), 'Yoga');
    const id = await attendee(a, {
      FirstName: 'Ida',
      LastName: 'Kern',
      Email: 'ida@example.com',
      MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2026-01-01' }],
    });
    const exportId = await startExport(a, id);

    const [requested] = await payloads<{ exportId: string; applicationUserId: string }>(GdprEvents.DataExportRequested.subject, id);
    expect(requested).toMatchObject({ exportId, attendeeId: id });
    expect(requested!.applicationUserId).toEqual(expect.any(String));
    expect(await payloads(AuditEvents.MembershipAuditRecorded.subject, id)).toEqual([
      expect.objectContaining({ entityType: 'Attendee', action: 'data_exported', executedById: a.userId }),
    ]);

    const state = async () => (await get(`/api/Attendees/DataExports/${exportId}`, a)).json();
    expect(await state()).toMatchObject({ complete: false, answered: ['membership'], data: null });

    const answers = Object.values(GdprEvents.DATA_EXPORT_ANSWERS);
    for (const def of answers.slice(0, -1)) await t.announce(def, a.companyId, { exportId, data: { from: def.subject } });
    expect((await state()).complete).toBe(false);
    const last = answers.at(-1)!;
    await t.announce(last, a.companyId, { exportId, data: { from: last.subject } });
    // A redelivered answer replaces itself.
    await t.announce(last, a.companyId, { exportId, data: { from: last.subject } });

    const done = await state();
    expect(done).toMatchObject({ complete: true, missing: [] });
    expect(done.answered).toHaveLength(8);
    expect(done.data.membership.attendee).toMatchObject({ firstName: 'Ida', lastName: 'Kern', email: 'ida@example.com' });
    expect(done.data.membership.memberships).toEqual([expect.objectContaining({ membershipTypeId: yoga })]);
    expect(done.data.billing).toEqual({ from: 'billing.data-export.answered' });
    expect(done.data.statistics).toEqual({ from: 'statistics.data-export.answered' });
  });

  it('answers 404 for another company, an unknown id or export, and 403 without the permission', async () => {
    const a = userCaller('manager');
    const id = await attendee(a);
    const exportId = await startExport(a, id);
    const b = userCaller('manager');
    expect((await call('POST', `/api/Attendees/${id}/DataExport`, undefined, b)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/DataExports/${exportId}`, b)).statusCode).toBe(404);
    expect((await call('POST', `/api/Attendees/${randomUUID()}/DataExport`, undefined, a)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/DataExports/${randomUUID()}`, a)).statusCode).toBe(404);
    const trainer = userCaller('trainer', a.companyId);
    expect((await call('POST', `/api/Attendees/${id}/DataExport`, undefined, trainer)).statusCode).toBe(403);
    expect((await get(`/api/Attendees/DataExports/${exportId}`, trainer)).statusCode).toBe(403);
    // Nothing was asked for by the refused calls.
    expect(await payloads(GdprEvents.DataExportRequested.subject, id)).toHaveLength(1);
  });
});

describe('POST /api/Attendees/:id/Erase', () => {
  it('anonymises the attendee, drops its contacts and exports, tells every service; audited; twice answers 404', async () => {
    const a = userCaller('employee');
    const id = await attendee(a, {
      FirstName: 'Olga',
      LastName: 'Brandt',
      Email: 'olga@example.com',
      Phone: '0301234',
      MemberNumber: '77',
    });
    const before = (await get(`/api/Attendees/${id}`, a)).json();
    const contact = await call(
      'POST',
      '/api/Contact/AddMultiple',
      { AttendeeId: id, Contacts: [{ FirstName: 'Paul', LastName: 'Brandt' }] },
      a,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const exportId = await startExport(a, id);

    const res = await call('POST', `/api/Attendees/${id}/Erase`, undefined, a);
    expect(res.statusCode, res.body).toBe(200);

    expect((await get(`/api/Attendees/${id}`, a)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/DataExports/${exportId}`, a)).statusCode).toBe(404);
    expect((await odata('/odata/Attendees', { $filter: `id eq ${id}` }, a)).value).toEqual([]);
    const row = await t.db.system((tx) => tx.attendee.findFirst({ where: { id } }));
    expect(row).toMatchObject({ firstName: 'Anonymisiert', lastName: 'Anonymisiert', email: null, phone: null, memberNumber: null });
    expect(row!.applicationUserId).toBeNull();
    expect(row!.erasedDate).not.toBeNull();
    expect(await t.db.system((tx) => tx.attendeeContact.count({ where: { attendeeId: id } }))).toBe(0);
    // The member number is free again.
    expect((await get('/api/Attendees/IsUniqueMemberNumber/77', a)).json()).toEqual({ isUnique: true });

    expect(await payloads(GdprEvents.AttendeeErased.subject, id)).toEqual([
      { attendeeId: id, applicationUserId: before.applicationUserId },
    ]);
    const audit = await payloads<{ action: string; changes: object }>(AuditEvents.MembershipAuditRecorded.subject, id);
    expect(audit.map((p) => p.action)).toEqual(['data_exported', 'erased']);
    expect(JSON.stringify(audit)).not.toContain('Olga');

    expect((await call('POST', `/api/Attendees/${id}/Erase`, undefined, a)).statusCode).toBe(404);
    expect(await payloads(GdprEvents.AttendeeErased.subject, id)).toHaveLength(1);
  });

  it('erases a soft-deleted attendee too (it still holds the person)', async () => {
    const a = userCaller('manager');
    const id = await attendee(a, { FirstName: 'Rita' });
    expect((await call('DELETE', `/api/Attendees/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('POST', `/api/Attendees/${id}/Erase`, undefined, a)).statusCode).toBe(200);
    expect(await t.db.system((tx) => tx.attendee.findFirst({ where: { id }, select: { firstName: true } }))).toEqual({
      firstName: 'Anonymisiert',
    });
  });

  it('answers 404 for another company and 403 without attendeesCreateDelete, changing nothing', async () => {
    const a = userCaller('manager');
    const id = await attendee(a, { FirstName: 'Vera' });
    expect((await call('POST', `/api/Attendees/${id}/Erase`, undefined, userCaller('manager'))).statusCode).toBe(404);
    expect((await call('POST', `/api/Attendees/${id}/Erase`, undefined, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({ firstName: 'Vera' });
    expect(await payloads(GdprEvents.AttendeeErased.subject, id)).toEqual([]);
  });
});

describe('a data export answered after the erasure', () => {
  it('is dropped (the export is gone with the person)', async () => {
    const a = userCaller('manager');
    const id = await attendee(a);
    const exportId = await startExport(a, id);
    await call('POST', `/api/Attendees/${id}/Erase`, undefined, a);
    await t.announce(GdprEvents.BookingDataExported, a.companyId, { exportId, data: { late: true } });
    await eventually(async () => ((await t.db.system((tx) => tx.dataExport.count({ where: { id: exportId } }))) === 0 ? true : undefined));
  });
});

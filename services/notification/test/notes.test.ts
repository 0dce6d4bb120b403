import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents, NoteStatus, NoteType, type UserCaller } from '@takt/proto';
import { notificationService } from '../src/service.ts';

const t = useTestService(notificationService);

const attendee = async (companyId: string) => {
  const p = payloadOf(MembershipEvents.AttendeeCreated);
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return p.attendeeId;
};
const notes = async (caller: UserCaller, parentId: string, unreadCheckIn = false) =>
  (await t.call('GET', `/api/Notes?parentId=${parentId}&unreadCheckIn=${unreadCheckIn}`, undefined, caller)).json() as {
    id: string;
    name: string;
    status: number;
  }[];

describe('notes', () => {
  it('keeps notes on an attendee, newest first; a check-in note shows until read', async () => {
    const staff = userCaller('employee');
    const parentId = await attendee(staff.companyId);
    const first = await t.call('POST', '/api/Notes', { name: 'Allergie', text: 'Nüsse', parentId }, staff);
    expect(first.statusCode, first.body).toBe(200);
    const door = await t.call(
      'POST',
      '/api/Notes',
      { name: 'Knie', parentId, type: NoteType.CheckInNote },
      userCaller('trainer', staff.companyId),
    );
    const doorId = door.json().id as string;
    expect((await notes(staff, parentId)).map((n) => n.name)).toEqual(['Knie', 'Allergie']);
    expect((await notes(staff, parentId, true)).map((n) => n.id)).toEqual([doorId]);
    const read = await t.call('PUT', `/api/Notes/${doorId}`, { name: 'Knie', type: NoteType.CheckInNote, status: NoteStatus.Read }, staff);
    expect(read.json()).toMatchObject({ status: NoteStatus.Read, parentId });
    expect(await notes(staff, parentId, true)).toEqual([]);
    expect((await t.call('DELETE', `/api/Notes/${first.json().id}`, undefined, staff)).statusCode).toBe(200);
    expect((await notes(staff, parentId)).map((n) => n.id)).toEqual([doorId]);
  });

  it("lists the company's notes as OData: newest first, filtered by person and kind, paged and counted", async () => {
    const staff = userCaller('employee');
    const anna = await attendee(staff.companyId);
    const bert = await attendee(staff.companyId);
    for (const [name, parentId, type] of [
      ['Erste', anna, NoteType.Default],
      ['Zweite', anna, NoteType.CheckInNote],
      ['Dritte', bert, NoteType.CheckInNote],
    ] as const) {
      expect((await t.call('POST', '/api/Notes', { name, parentId, type }, staff)).statusCode).toBe(200);
    }
    const odata = async (query: string, caller: UserCaller = staff) =>
      (await t.call('GET', `/odata/Notes?${query}`, undefined, caller)).json() as { value: { name: string }[]; '@odata.count'?: number };
    expect((await odata('')).value.map((n) => n.name)).toEqual(['Dritte', 'Zweite', 'Erste']);
    const page = await odata('$top=1&$skip=1&$count=true');
    expect(page.value.map((n) => n.name)).toEqual(['Zweite']);
    expect(page['@odata.count']).toBe(3);
    const checkIn = await odata(encodeURI(`$filter=parentId eq ${anna} and type eq ${NoteType.CheckInNote}`));
    expect(checkIn.value.map((n) => n.name)).toEqual(['Zweite']);
    expect((await odata(`$filter=${encodeURIComponent("contains(name,'rit')")}`)).value.map((n) => n.name)).toEqual(['Dritte']);
    expect((await t.call('GET', '/odata/Notes?$filter=nope eq 1', undefined, staff)).statusCode).toBe(400);
    // Another company sees none of them; a member may not list notes.
    expect((await odata('', userCaller('manager'))).value).toEqual([]);
    expect((await t.call('GET', '/odata/Notes', undefined, userCaller('attendee', staff.companyId))).statusCode).toBe(403);
  });

  it('refuses bad input and an unknown attendee, and stores nothing', async () => {
    const staff = userCaller('employee');
    const parentId = await attendee(staff.companyId);
    for (const body of [
      { name: '', parentId },
      { name: 'x', parentId: 'nope' },
      { name: 'x', parentId, type: 7 },
      { name: 'x', parentId: randomUUID() },
    ]) {
      const res = await t.call('POST', '/api/Notes', body, staff);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await notes(staff, parentId)).toEqual([]);
    expect((await t.call('GET', '/api/Notes?parentId=nope', undefined, staff)).statusCode).toBe(400);
  });

  it("answers 404 for another company's note and 403 for a member", async () => {
    const staff = userCaller('manager');
    const parentId = await attendee(staff.companyId);
    const { id } = (await t.call('POST', '/api/Notes', { name: 'Intern', parentId }, staff)).json();
    const stranger = userCaller('manager');
    expect((await t.call('GET', `/api/Notes/${id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/Notes/${id}`, { name: 'x' }, stranger)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/Notes/${id}`, undefined, stranger)).statusCode).toBe(404);
    expect(await notes(stranger, parentId)).toEqual([]);
    // The stranger cannot pin a note on this company's attendee either.
    expect((await t.call('POST', '/api/Notes', { name: 'x', parentId }, stranger)).statusCode).toBe(400);
    const member = userCaller('attendee', staff.companyId);
    expect((await t.call('GET', `/api/Notes/${id}`, undefined, member)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/Notes', { name: 'x', parentId }, member)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/Notes/${id}`, undefined, staff)).json().name).toBe('Intern');
  });
});

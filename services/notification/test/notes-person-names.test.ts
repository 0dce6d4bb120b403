import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { GdprEvents, MembershipEvents, type UserCaller } from '@takt/proto';
import { notificationService } from '../src/service.ts';

// The notes list names each note's person from notification's own read model of attendees
// (decision 0069), however many attendees the studio has: the screen no longer looks them up in
// membership's first 250.
const t = useTestService(notificationService);

type Listed = { value: { name: string; personFullName: string | null }[]; '@odata.count'?: number };
const odata = async (caller: UserCaller, query = '') => (await t.call('GET', `/odata/Notes?${query}`, undefined, caller)).json() as Listed;
const noteOn = async (caller: UserCaller, parentId: string, name: string) =>
  expect((await t.call('POST', '/api/Notes', { name, parentId }, caller)).statusCode).toBe(200);

describe('notes name their person', () => {
  it('names the person of a note on the 300th attendee, filters and sorts by the name, follows a rename', async () => {
    const staff = userCaller('employee');
    const people = Array.from({ length: 300 }, (_, i) =>
      payloadOf(MembershipEvents.AttendeeCreated, { firstName: `Vera${i}`, lastName: `Viele${String(i).padStart(3, '0')}` }),
    );
    for (const p of people) await t.emit(MembershipEvents.AttendeeCreated, staff.companyId, p);
    const [first, last] = [people[0]!, people[299]!];
    await eventually(
      async () =>
        (await t.call('POST', '/api/Notes', { name: 'Spät', parentId: last.attendeeId }, staff)).statusCode === 200 ? true : undefined,
      60_000,
    );
    await noteOn(staff, first.attendeeId, 'Früh');

    expect((await odata(staff)).value).toEqual([
      expect.objectContaining({ name: 'Früh', personFullName: 'Viele000, Vera0' }),
      expect.objectContaining({ name: 'Spät', personFullName: 'Viele299, Vera299' }),
    ]);
    const found = await odata(staff, `$filter=${encodeURIComponent("contains(personFullName,'viele299')")}`);
    expect(found.value.map((n) => n.name)).toEqual(['Spät']);
    const sorted = await odata(staff, '$orderby=personFullName desc');
    expect(sorted.value.map((n) => n.name)).toEqual(['Spät', 'Früh']);

    await t.announce(MembershipEvents.AttendeeUpdated, staff.companyId, {
      ...payloadOf(MembershipEvents.AttendeeUpdated),
      ...last,
      lastName: 'Neu',
    });
    expect((await odata(staff, '$orderby=name desc')).value[0]).toMatchObject({ name: 'Spät', personFullName: 'Neu, Vera299' });
    // Another company sees neither the notes nor the names.
    expect((await odata(userCaller('employee'))).value).toEqual([]);
  });

  it('forgets the name of an erased person', async () => {
    const staff = userCaller('manager');
    const p = payloadOf(MembershipEvents.AttendeeCreated, { firstName: 'Eva', lastName: 'Erase' });
    await t.announce(MembershipEvents.AttendeeCreated, staff.companyId, p);
    await noteOn(staff, p.attendeeId, 'Alt');
    expect((await odata(staff)).value).toEqual([expect.objectContaining({ personFullName: 'Erase, Eva' })]);
    await t.announce(GdprEvents.AttendeeErased, staff.companyId, { attendeeId: p.attendeeId, applicationUserId: p.applicationUserId });
    expect((await odata(staff)).value).toEqual([expect.objectContaining({ personFullName: null })]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

const t = useTestService(bookingService);
const { fullAppointment } = bookingFixtures(t);
const get = (url: string, caller = userCaller('manager')) => t.call('GET', url, undefined, caller);

describe("the staff screen's reads", () => {
  it("answers an appointment's places with the confirmed and waiting counts, 404 to another company, 403 to an attendee", async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed } = await fullAppointment(manager, 2, 3);
    const res = await get(`/api/Attendances/Seats/${appointmentId}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appointmentId,
      courseName: 'Yoga',
      maxAttendees: 2,
      confirmedCount: 2,
      waitingCount: 3,
      isCancelled: false,
    });
    await t.call('PUT', `/api/Attendances/Cancel/${confirmed[0]!.id}`, undefined, manager);
    expect((await get(`/api/Attendances/Seats/${appointmentId}`, manager)).json()).toMatchObject({ confirmedCount: 2, waitingCount: 2 });

    expect((await get(`/api/Attendances/Seats/${appointmentId}`)).statusCode).toBe(404);
    expect((await get(`/api/Attendances/Seats/${randomUUID()}`, manager)).statusCode).toBe(404);
    expect((await get(`/api/Attendances/Seats/${appointmentId}`, userCaller('attendee', manager.companyId))).statusCode).toBe(403);
  });

  it('lists the attendees booking knows, searchable by name, only of the own company', async () => {
    const manager = userCaller('manager');
    for (const [firstName, lastName] of [
      ['Lena', 'Schmidt'],
      ['Jonas', 'Becker'],
      ['Aylin', 'Öztürk'],
    ]) {
      await t.announce(
        MembershipEvents.AttendeeCreated,
        manager.companyId,
        payloadOf(MembershipEvents.AttendeeCreated, { attendeeId: randomUUID(), firstName, lastName }),
      );
    }
    const all = await get('/odata/Attendances/Attendees?$count=true', manager);
    expect(all.json().value.map((a: { fullName: string }) => a.fullName)).toEqual(['Becker, Jonas', 'Schmidt, Lena', 'Öztürk, Aylin']);
    const found = await get(`/odata/Attendances/Attendees?$filter=${encodeURIComponent("contains(lastName,'schm')")}`, manager);
    expect(found.json().value.map((a: { firstName: string }) => a.firstName)).toEqual(['Lena']);
    expect((await get('/odata/Attendances/Attendees?$count=true')).json()['@odata.count']).toBe(0);
    expect((await get('/odata/Attendances/Attendees', userCaller('attendee', manager.companyId))).statusCode).toBe(403);
  });

  it("names each attendance's attendee in the list", async () => {
    const manager = userCaller('manager');
    const { appointmentId } = await fullAppointment(manager, 1, 0);
    const list = await get(`/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId}`)}`, manager);
    expect(list.json().value).toEqual([expect.objectContaining({ attendeeFullName: expect.stringMatching(/^No 1, Member$/) })]);
  });
});

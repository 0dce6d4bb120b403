import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { MembershipRequestType } from '@takt/proto';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';
import { catalogueClient } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, attendee } = attendeeFixtures(t);
const c = catalogueClient(t);

/** A member with a login, a student status and two memberships (one ended). */
async function member() {
  const manager = userCaller('manager');
  const student = await c.entry(manager, 'MemberStatus', { Name: 'Studierende' });
  const fitness = await c.type(manager, { Name: 'Fitness', Cost: 3000 });
  const yoga = await c.type(manager, { Name: 'Yoga', Cost: 12000, Type: 3 });
  await c.ok(
    'POST',
    '/api/MembershipTypeCostOverrides/AddMultiple',
    { MembershipTypeId: fitness, MemberStatusCostEntries: [{ MemberStatusId: student, Cost: 2000 }] },
    manager,
  );
  const id = await attendee(manager, {
    MemberStatusId: student,
    MembershipTypes: [
      { MembershipTypeId: fitness, FromDate: '2025-01-01' },
      { MembershipTypeId: yoga, FromDate: '2024-01-01', TillDate: '2024-12-31' },
    ],
  });
  const { applicationUserId } = (await get(`/api/Attendees/${id}`, manager)).json();
  return { manager, id, fitness, yoga, me: userCaller('attendee', manager.companyId, applicationUserId) };
}

describe('my membership', () => {
  it("shows the member's own memberships with today's cost for their status, and their termination request", async () => {
    const m = await member();
    const mine = async () => {
      const res = await get('/api/Attendees/MyMembership', m.me);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await mine()).toMatchObject({
      attendeeId: m.id,
      fullName: 'Muster, Anna',
      memberships: expect.arrayContaining([
        {
          id: expect.any(String),
          membershipTypeId: m.fitness,
          membershipTypeName: 'Fitness',
          fromDate: '2025-01-01',
          active: true,
          cost: 2000,
          yearly: false,
        },
        expect.objectContaining({ membershipTypeId: m.yoga, tillDate: '2024-12-31', active: false, cost: 12000, yearly: true }),
      ]),
      requests: [],
    });
    const asked = await call(
      'POST',
      '/api/MembershipRequests',
      { Type: MembershipRequestType.MembershipTermination, MembershipTypeId: m.fitness, Reason: 'Umzug' },
      m.me,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { requests } = await mine();
    expect(requests).toEqual([
      {
        id: asked.json().id,
        type: MembershipRequestType.MembershipTermination,
        status: 0,
        membershipTypeId: m.fitness,
        endDate: expect.any(String),
        createdDate: expect.any(String),
      },
    ]);
  });

  it('answers an empty membership for a login without an attendee here (or of another company), 403 for staff', async () => {
    const m = await member();
    const empty = { attendeeId: null, fullName: null, memberNumber: null, memberships: [], requests: [] };
    expect((await get('/api/Attendees/MyMembership', userCaller('attendee', m.manager.companyId))).json()).toEqual(empty);
    expect((await get('/api/Attendees/MyMembership', userCaller('attendee', userCaller().companyId, m.me.userId))).json()).toEqual(empty);
    expect((await get('/api/Attendees/MyMembership', userCaller('employee', m.manager.companyId))).statusCode).toBe(403);
  });
});

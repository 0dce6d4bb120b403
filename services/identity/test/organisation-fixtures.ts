import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { asTenant } from '@takt/kit';
import { payloadOf, userCaller, type TestService } from '@takt/kit/testing';
import { Authority, MembershipEvents, SchedulingEvents, type UserCaller } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

/** Setup helpers of the organisation tests; each test file passes its own useTestService harness. */
export function organisationFixtures(t: TestService<Client>) {
  const call = t.call;

  /** A user row in the company (staff by default), as the users routes would have created it. */
  async function person(companyId: string, lastName: string, authority: string = Authority.Employee, firstName = 'Eva'): Promise<string> {
    const id = randomUUID();
    await asTenant(companyId, () =>
      t.db.tx((tx) =>
        tx.user.create({ data: { id, userName: `u-${id}`, email: `${id}@example.com`, firstName, lastName, authorities: [authority] } }),
      ),
    );
    return id;
  }

  /** A manager who exists as a user, so audit entries name them. */
  async function manager(): Promise<UserCaller> {
    const companyId = randomUUID();
    return userCaller('manager', companyId, await person(companyId, 'Chef', Authority.Manager, 'Max'));
  }

  async function location(caller: UserCaller, body: Record<string, unknown>): Promise<string> {
    const res = await call('POST', '/api/Locations', body, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  async function department(caller: UserCaller, body: Record<string, unknown>): Promise<string> {
    const res = await call('POST', '/api/Departments', body, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  /** A course scheduling announced for the company (identity knows it from the event only). */
  async function course(companyId: string): Promise<string> {
    const p = payloadOf(SchedulingEvents.CourseCreated);
    await t.announce(SchedulingEvents.CourseCreated, companyId, p);
    return p.courseId;
  }

  /** An attendee membership announced for the company, without a login. */
  async function attendee(companyId: string): Promise<string> {
    const p = payloadOf(MembershipEvents.AttendeeCreated, { applicationUserId: null, userName: null });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
    return p.attendeeId;
  }

  return { person, manager, location, department, course, attendee };
}

import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// A course's location belongs to identity: scheduling accepts only a location that its read
// model knows in the caller's company (decision 0023).
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
const create = (caller: Caller, body: Record<string, unknown>) =>
  t.call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 12, ...body }, caller);
const coursesOf = (companyId: string) => t.db.system((tx) => tx.course.count({ where: { companyId } }));

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated);
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

describe('course location', () => {
  it("refuses another company's location and an unknown one with a field error, storing nothing", async () => {
    const a = userCaller('manager');
    const foreign = await location(userCaller('manager').companyId);
    for (const id of [foreign, randomUUID()]) {
      const res = await create(a, { LocationId: id });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'locationId' }] } });
    }
    expect(await coursesOf(a.companyId)).toBe(0);
  });

  it('accepts an own location, also one announced a moment ago, and the same location announced twice is kept once', async () => {
    const a = userCaller('manager');
    const own = await location(a.companyId);
    const created = await create(a, { LocationId: own });
    expect(created.statusCode, created.body).toBe(200);
    expect((await t.call('GET', `/api/Courses/${created.json().id}`, undefined, a)).json()).toMatchObject({ locationId: own });

    // Created in identity a moment ago: the request waits for the event rather than refusing.
    const fresh = payloadOf(IdentityEvents.LocationCreated);
    await t.emit(IdentityEvents.LocationCreated, a.companyId, fresh);
    expect((await create(a, { LocationId: fresh.locationId })).statusCode).toBe(200);

    // A second event about the same location (a new event id, so the handler runs again) upserts.
    await t.announce(IdentityEvents.LocationCreated, a.companyId, { ...fresh, name: 'Halle 2' });
    const views = await t.db.system((tx) => tx.locationView.findMany({ where: { id: fresh.locationId } }));
    expect(views.map((v) => v.name)).toEqual(['Halle 2']);
    expect(await coursesOf(a.companyId)).toBe(2);
  });

  it('keeps the role rule: a trainer may not create courses even with a valid location', async () => {
    const a = userCaller('trainer');
    expect((await create(a, { LocationId: await location(a.companyId) })).statusCode).toBe(403);
  });
});

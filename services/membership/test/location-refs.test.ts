import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { membershipService } from '../src/service.ts';

// An attendee's main location belongs to identity: membership accepts only a location that its
// read model knows in the caller's company (decision 0023).
const t = useTestService(membershipService);

type Caller = ReturnType<typeof userCaller>;
const create = (caller: Caller, body: Record<string, unknown>) =>
  t.call('POST', '/api/Attendees', { FirstName: 'Ida', LastName: 'Ort', ...body }, caller);
const attendeesOf = (companyId: string) => t.db.system((tx) => tx.attendee.count({ where: { companyId } }));

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated);
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

describe('attendee main location', () => {
  it("refuses another company's location and an unknown one with a field error, storing nothing", async () => {
    const a = userCaller('manager');
    const foreign = await location(userCaller('manager').companyId);
    for (const id of [foreign, randomUUID()]) {
      const res = await create(a, { MainLocationId: id });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'mainLocationId' }] } });
    }
    expect(await attendeesOf(a.companyId)).toBe(0);
    expect((await t.outbox('membership.attendee.created')).filter((e) => e.companyId === a.companyId)).toEqual([]);
  });

  it('accepts an own location, also one announced a moment ago, and the same location announced twice is kept once', async () => {
    const a = userCaller('employee');
    const own = await location(a.companyId);
    const created = await create(a, { MainLocationId: own });
    expect(created.statusCode, created.body).toBe(200);
    expect((await t.call('GET', `/api/Attendees/${created.json().id}`, undefined, a)).json()).toMatchObject({ mainLocationId: own });

    // Created in identity a moment ago: the request waits for the event rather than refusing.
    const fresh = payloadOf(IdentityEvents.LocationCreated);
    await t.emit(IdentityEvents.LocationCreated, a.companyId, fresh);
    expect((await create(a, { MainLocationId: fresh.locationId })).statusCode).toBe(200);

    // A second event about the same location (a new event id, so the handler runs again) upserts.
    await t.announce(IdentityEvents.LocationCreated, a.companyId, { ...fresh, name: 'Halle 2' });
    const views = await t.db.system((tx) => tx.locationView.findMany({ where: { id: fresh.locationId } }));
    expect(views.map((v) => v.name)).toEqual(['Halle 2']);
    expect(await attendeesOf(a.companyId)).toBe(2);
  });

  it('keeps the role rule: a trainer may not create attendees even with a valid location', async () => {
    const a = userCaller('trainer');
    expect((await create(a, { MainLocationId: await location(a.companyId) })).statusCode).toBe(403);
  });
});

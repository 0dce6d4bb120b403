import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestService } from '@takt/kit/testing';
import { Authority } from '@takt/proto';
import { identityService } from '../src/service.ts';
import { organisationFixtures } from './organisation-fixtures.ts';

const t = useTestService(identityService);
const call = t.call;
const { person, manager, location } = organisationFixtures(t);

describe('location employees', () => {
  it('adds employees to a location or locations to an employee, never the same one twice (409)', async () => {
    const m = await manager();
    const l1 = await location(m, { Name: 'Eins' });
    const l2 = await location(m, { Name: 'Zwei' });
    const eva = await person(m.companyId, 'Berg');
    const tom = await person(m.companyId, 'Adler', Authority.Trainer, 'Tom');

    const added = await call(
      'POST',
      '/api/LocationEmployees/AddMultiple',
      { ForLocationId: l1, LocationEmployees: [{ EmployeeId: eva }, { EmployeeId: tom }] },
      m,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toHaveLength(2);
    expect(added.json()[0]).toMatchObject({ locationId: l1, creatorId: m.userId, active: true });

    const twice = await call(
      'POST',
      '/api/LocationEmployees/AddMultiple',
      { ForLocationId: l1, LocationEmployees: [{ EmployeeId: eva }] },
      m,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'conflict', details: { field: 'employeeId', employeeId: eva, locationId: l1 } });
    const twiceInOneList = await call(
      'POST',
      '/api/LocationEmployees/AddMultiple',
      { ForLocationId: l2, LocationEmployees: [{ EmployeeId: eva }, { EmployeeId: eva }] },
      m,
    );
    expect(twiceInOneList.statusCode).toBe(409);

    const forEmployee = await call(
      'POST',
      '/api/LocationEmployees/AddMultiple',
      { ForEmployeeId: eva, LocationEmployees: [{ LocationId: l2 }] },
      m,
    );
    expect(forEmployee.statusCode, forEmployee.body).toBe(200);

    const ofEva = (await call('GET', `/api/LocationEmployees/GetByEmployeeId/${eva}`, undefined, m)).json();
    expect(ofEva.map((r: { locationId: string }) => r.locationId).sort()).toEqual([l1, l2].sort());
    const ofL1 = (await call('GET', `/api/LocationEmployees/GetByLocationId/${l1}`, undefined, m)).json();
    expect(ofL1.map((r: { lastName: string }) => r.lastName).sort()).toEqual(['Adler', 'Berg']);

    const evaInL1 = ofL1.find((r: { employeeId: string }) => r.employeeId === eva);
    expect((await call('DELETE', `/api/LocationEmployees/${evaInL1.id}`, undefined, m)).statusCode).toBe(200);
    expect((await call('GET', `/api/LocationEmployees/GetByLocationId/${l1}`, undefined, m)).json()).toHaveLength(1);
    // Removed, the same employee may be added again.
    expect(
      (await call('POST', '/api/LocationEmployees/AddMultiple', { ForLocationId: l1, LocationEmployees: [{ EmployeeId: eva }] }, m))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a body naming neither or both sides, missing ids, attendees and unknown users', async () => {
    const m = await manager();
    const l1 = await location(m, { Name: 'Eins' });
    const eva = await person(m.companyId, 'Berg');
    const attendee = await person(m.companyId, 'Kunde', Authority.Attendee);
    const post = (body: unknown) => call('POST', '/api/LocationEmployees/AddMultiple', body, m).then((r) => r.statusCode);
    expect(await post({ LocationEmployees: [{ EmployeeId: eva }] })).toBe(400);
    expect(await post({ ForLocationId: l1, ForEmployeeId: eva, LocationEmployees: [{ EmployeeId: eva }] })).toBe(400);
    expect(await post({ ForLocationId: l1, LocationEmployees: [{ LocationId: l1 }] })).toBe(400);
    expect(await post({ ForLocationId: l1, LocationEmployees: [{ EmployeeId: attendee }] })).toBe(404);
    expect(await post({ ForLocationId: l1, LocationEmployees: [{ EmployeeId: randomUUID() }] })).toBe(404);
  });
});

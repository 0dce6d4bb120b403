import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { Authority, grantedFlags, defaultPermissions, type UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';
import { organisationFixtures } from './organisation-fixtures.ts';

const t = useTestService(identityService);
const call = t.call;
const { person, manager, location, department } = organisationFixtures(t);

describe('locations', () => {
  it('creates, reads, updates and deletes a location with all fields and responsibles, audited', async () => {
    const m = await manager();
    const eva = await person(m.companyId, 'Berg');
    const tom = await person(m.companyId, 'Adler', Authority.Trainer, 'Tom');
    const id = await location(m, {
      Name: 'Studio Mitte',
      Email: 'mitte@example.com',
      Phone: '+49 (30) 123-45/6',
      Street: 'Torstraße',
      Nr: '12',
      Zip: '10119',
      City: 'Berlin',
      Lat: 52.529,
      Lng: 13.401,
      ResponsibleIds: [eva, tom],
    });

    const got = await call('GET', `/api/Locations/${id}`, undefined, m);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id,
      companyId: m.companyId,
      name: 'Studio Mitte',
      email: 'mitte@example.com',
      nr: '12',
      lat: 52.529,
      lng: 13.401,
      active: true,
      isQrCodesCreated: false,
      fullAddress: 'Torstraße 12, 10119 Berlin',
      departmentNames: [],
    });
    expect(got.json().responsibleIds.sort()).toEqual([eva, tom].sort());
    expect(got.json().responsibleFullNames.sort()).toEqual(['Adler, Tom', 'Berg, Eva']);

    // Fields left out keep their value; null clears one.
    const put = await call(
      'PUT',
      `/api/Locations/${id}`,
      { Name: 'Studio Nord', Active: false, ResponsibleIds: [tom], Street: null, Nr: null },
      m,
    );
    expect(put.statusCode, put.body).toBe(200);
    // Statistics labels the location by its current name (decision 0071).
    expect((await t.outbox('identity.location.updated')).map((e) => e.payload)).toEqual([{ locationId: id, name: 'Studio Nord' }]);
    expect(put.json()).toMatchObject({
      name: 'Studio Nord',
      active: false,
      responsibleIds: [tom],
      street: null,
      city: 'Berlin',
      fullAddress: '10119 Berlin',
    });

    const audits = (await t.outbox('identity.audit.recorded'))
      .filter((e) => e.companyId === m.companyId)
      .map((e) => e.payload as Record<string, unknown>);
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityType: 'Location',
          entityId: id,
          action: 'created',
          executedById: m.userId,
          executedByName: 'Chef, Max',
        }),
        expect.objectContaining({
          entityType: 'Location',
          entityId: id,
          action: 'updated',
          changes: expect.objectContaining({ name: { from: 'Studio Mitte', to: 'Studio Nord' } }),
        }),
      ]),
    );

    expect((await call('DELETE', `/api/Locations/${id}`, undefined, m)).statusCode).toBe(200);
    expect((await call('GET', `/api/Locations/${id}`, undefined, m)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Locations/${id}`, undefined, m)).statusCode).toBe(404);
  });

  it('validates coordinates, e-mail, phone and responsibles', async () => {
    const m = await manager();
    const fields = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/api/Locations', { Name: 'X', ...body }, m);
      expect(res.statusCode).toBe(400);
      return res.json().details.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ Lat: 91, Lng: 0 })).toContain('lat');
    expect(await fields({ Lat: 10, Lng: -181 })).toContain('lng');
    expect(await fields({ Lat: 10 })).toEqual(['lng']);
    expect(await fields({ Email: 'not-a-mail' })).toEqual(['email']);
    expect(await fields({ Phone: '030 abc' })).toEqual(['phone']);
    expect(await fields({ Name: '' })).toEqual(['name']);
    // Responsibles must be staff of the same company.
    const attendee = await person(m.companyId, 'Kunde', Authority.Attendee);
    expect((await call('POST', '/api/Locations', { Name: 'X', ResponsibleIds: [attendee] }, m)).statusCode).toBe(404);
    const other = await person(randomUUID(), 'Fremd');
    expect((await call('POST', '/api/Locations', { Name: 'X', ResponsibleIds: [other] }, m)).statusCode).toBe(404);
  });

  it('sorts active first, then by name, and answers own-user locations', async () => {
    const m = await manager();
    const zeta = await location(m, { Name: 'Zeta' });
    const alpha = await location(m, { Name: 'Alpha', Active: false });
    const beta = await location(m, { Name: 'Beta' });
    const names = (rows: { name: string }[]) => rows.map((r) => r.name);

    expect(names((await call('GET', '/odata/Locations', undefined, m)).json().value)).toEqual(['Beta', 'Zeta', 'Alpha']);
    expect(names((await call('GET', '/api/Locations/GetAll', undefined, m)).json())).toEqual(['Beta', 'Zeta', 'Alpha']);
    const active = await call('GET', `/odata/Locations?$filter=${encodeURIComponent('active eq true')}&$count=true`, undefined, m);
    expect(active.json()['@odata.count']).toBe(2);

    const evaId = await person(m.companyId, 'Berg');
    const eva = userCaller('employee', m.companyId, evaId);
    expect((await call('GET', '/api/Locations/GetOwnUserLocations', undefined, eva)).json()).toEqual([]);
    await call('POST', '/api/LocationEmployees/AddMultiple', { ForLocationId: zeta, LocationEmployees: [{ EmployeeId: evaId }] }, m);
    await call('POST', '/api/LocationResponsibles/AddMultiple', { LocationId: alpha, ResponsibleIds: [evaId] }, m);
    expect(names((await call('GET', '/api/Locations/GetOwnUserLocations', undefined, eva)).json())).toEqual(['Zeta', 'Alpha']);
    expect(names((await call('GET', '/api/Locations/GetOwnUserLocations', undefined, m)).json())).toEqual(['Beta', 'Zeta', 'Alpha']);

    expect((await call('GET', `/api/Locations/CheckIfIsInUse/${zeta}`, undefined, m)).json()).toEqual({
      inUse: true,
      locationEmployees: 1,
      responsibles: 0,
    });
    expect((await call('GET', `/api/Locations/CheckIfIsInUse/${alpha}`, undefined, m)).json()).toEqual({
      inUse: true,
      locationEmployees: 0,
      responsibles: 1,
    });
    expect((await call('GET', `/api/Locations/CheckIfIsInUse/${beta}`, undefined, m)).json()).toEqual({
      inUse: false,
      locationEmployees: 0,
      responsibles: 0,
    });
  });

  it('enforces roles and permission flags', async () => {
    const m = await manager();
    const id = await location(m, { Name: 'Studio' });
    const trainer = userCaller('trainer', m.companyId);
    const employee = userCaller('employee', m.companyId);
    expect((await call('POST', '/api/Locations', { Name: 'X' }, trainer)).statusCode).toBe(403);
    // Employee defaults lack locationsCreateDelete and locationsEdit.
    const denied = await call('POST', '/api/Locations', { Name: 'X' }, employee);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('locationsCreateDelete');
    expect((await call('PUT', `/api/Locations/${id}`, { Name: 'X' }, employee)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Locations/${id}`, undefined, employee)).statusCode).toBe(403);
    expect((await call('POST', '/api/Departments', { Name: 'X' }, employee)).statusCode).toBe(403);
    // Everyone on staff may look.
    expect((await call('GET', `/api/Locations/${id}`, undefined, trainer)).statusCode).toBe(200);
    expect((await call('GET', '/odata/Locations', undefined, userCaller('attendee', m.companyId))).statusCode).toBe(403);
    // The flag, not the role, decides: an employee granted it may create.
    const granted: UserCaller = {
      ...employee,
      permissions: grantedFlags({ ...defaultPermissions(['employee']), locationsView: true, locationsCreateDelete: true }),
    };
    expect((await call('POST', '/api/Locations', { Name: 'Erlaubt' }, granted)).statusCode).toBe(200);
  });

  it("keeps a manager of company A away from company B's organisation (404)", async () => {
    const a = await manager();
    const b = await manager();
    const bLocation = await location(b, { Name: 'B Studio' });
    const bDepartment = await department(b, { Name: 'B Yoga' });
    const bEmployee = await person(b.companyId, 'Berg');
    const aEmployee = await person(a.companyId, 'Adler');
    const aLocation = await location(a, { Name: 'A Studio' });

    const statuses = await Promise.all([
      call('GET', `/api/Locations/${bLocation}`, undefined, a),
      call('PUT', `/api/Locations/${bLocation}`, { Name: 'Mine' }, a),
      call('DELETE', `/api/Locations/${bLocation}`, undefined, a),
      call('GET', `/api/Locations/CheckIfIsInUse/${bLocation}`, undefined, a),
      call('GET', `/api/Departments/${bDepartment}`, undefined, a),
      call('PUT', `/api/Departments/${bDepartment}`, { Name: 'Mine' }, a),
      call('DELETE', `/api/Departments/${bDepartment}`, undefined, a),
      call('POST', '/api/LocationEmployees/AddMultiple', { ForLocationId: bLocation, LocationEmployees: [{ EmployeeId: aEmployee }] }, a),
      call('POST', '/api/LocationEmployees/AddMultiple', { ForLocationId: aLocation, LocationEmployees: [{ EmployeeId: bEmployee }] }, a),
      call('POST', '/api/LocationResponsibles/AddMultiple', { LocationId: bLocation, ResponsibleIds: [] }, a),
      call('POST', '/api/DepartmentResponsibles/AddMultiple', { DepartmentId: bDepartment, ResponsibleIds: [] }, a),
      call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [bDepartment], LocationId: aLocation }, a),
      call('GET', `/api/LocationOpeningHours/GetByLocation/${bLocation}`, undefined, a),
      call('POST', '/api/LocationOpeningHours/AddMultiple', { LocationId: bLocation, OpeningHours: [] }, a),
    ]);
    expect(statuses.map((s) => s.statusCode)).toEqual(statuses.map(() => 404));
    const renamed = [...(await t.outbox('identity.location.updated')), ...(await t.outbox('identity.department.saved'))];
    expect(renamed.filter((e) => e.companyId === b.companyId).map((e) => e.payload)).toEqual([
      { departmentId: bDepartment, name: 'B Yoga' },
    ]);
    expect((await call('GET', '/api/Locations/GetAll', undefined, a)).json().map((l: { name: string }) => l.name)).toEqual(['A Studio']);
    expect((await call('GET', `/api/Locations/${bLocation}`, undefined, b)).json().name).toBe('B Studio');
  });
});

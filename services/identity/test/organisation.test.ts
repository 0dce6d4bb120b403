import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { Authority, grantedFlags, defaultPermissions, type UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
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
    expect((await call('GET', '/api/Locations/GetAll', undefined, a)).json().map((l: { name: string }) => l.name)).toEqual(['A Studio']);
    expect((await call('GET', `/api/Locations/${bLocation}`, undefined, b)).json().name).toBe('B Studio');
  });
});

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

describe('departments, responsibles and department refs', () => {
  it('creates departments by name order with responsibles, replaces responsibles and refs', async () => {
    const m = await manager();
    const eva = await person(m.companyId, 'Berg');
    const tom = await person(m.companyId, 'Adler', Authority.Trainer, 'Tom');
    const yoga = await department(m, { Name: 'Yoga', ResponsibleIds: [eva] });
    const dance = await department(m, { Name: 'Dance' });

    const all = (await call('GET', '/api/Departments/GetAll', undefined, m)).json();
    expect(all.map((d: { name: string }) => d.name)).toEqual(['Dance', 'Yoga']);
    expect(all[1]).toMatchObject({
      id: yoga,
      responsibleId: eva,
      responsibleIds: [eva],
      responsibleFullNames: ['Berg, Eva'],
      creatorFullName: 'Chef, Max',
    });
    expect(
      (await call('GET', `/odata/Departments?$filter=${encodeURIComponent("contains(name,'yo')")}&$count=true`, undefined, m)).json(),
    ).toMatchObject({
      value: [{ id: yoga }],
      '@odata.count': 1,
    });

    const put = await call('PUT', `/api/Departments/${dance}`, { Name: 'Tanz' }, m);
    expect(put.json()).toMatchObject({ name: 'Tanz', responsibleIds: [] });

    // AddMultiple replaces the set.
    const resp = await call('POST', '/api/DepartmentResponsibles/AddMultiple', { DepartmentId: yoga, ResponsibleIds: [tom] }, m);
    expect(resp.json()).toEqual([expect.objectContaining({ departmentId: yoga, responsibleId: tom, responsibleFullName: 'Adler, Tom' })]);
    const listed = await call(
      'GET',
      `/odata/DepartmentResponsibles?$filter=${encodeURIComponent(`departmentId eq ${yoga}`)}`,
      undefined,
      m,
    );
    expect(listed.json().value.map((r: { responsibleId: string }) => r.responsibleId)).toEqual([tom]);

    const studio = await location(m, { Name: 'Studio' });
    await call('POST', '/api/LocationResponsibles/AddMultiple', { LocationId: studio, ResponsibleIds: [eva, tom] }, m);
    const locResp = await call('POST', '/api/LocationResponsibles/AddMultiple', { LocationId: studio, ResponsibleIds: [eva] }, m);
    expect(locResp.json().map((r: { responsibleId: string }) => r.responsibleId)).toEqual([eva]);
    expect(
      (
        await call('GET', `/odata/LocationResponsibles?$filter=${encodeURIComponent(`locationId eq ${studio}`)}&$count=true`, undefined, m)
      ).json()['@odata.count'],
    ).toBe(1);

    // Department refs: replace-all per owner; the location shows its department names.
    const refs = await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga, dance], LocationId: studio }, m);
    expect(refs.statusCode, refs.body).toBe(200);
    expect((await call('GET', `/api/Locations/${studio}`, undefined, m)).json().departmentNames).toEqual(['Tanz', 'Yoga']);
    await location(m, { Name: 'Ohne Abteilung' });
    const inYoga = await call('GET', `/odata/Locations/GetInDepartment/${yoga}?$count=true`, undefined, m);
    expect(inYoga.json()).toMatchObject({ value: [{ id: studio, name: 'Studio' }], '@odata.count': 1 });
    expect((await call('GET', `/odata/Locations/GetInDepartment/${randomUUID()}`, undefined, m)).statusCode).toBe(404);
    await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga], LocationId: studio }, m);
    expect((await call('GET', `/api/DepartmentRefs/GetByLocationId/${studio}`, undefined, m)).json()).toEqual([
      expect.objectContaining({ departmentId: yoga, name: 'Yoga', locationId: studio, userId: null }),
    ]);
    const course = randomUUID();
    await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], CourseId: course }, m);
    expect((await call('GET', `/api/DepartmentRefs/GetByCourseId/${course}`, undefined, m)).json()).toHaveLength(1);
    expect(
      (await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga], LocationId: studio, UserId: eva }, m)).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [randomUUID()], LocationId: studio }, m)).statusCode,
    ).toBe(404);

    // Own departments: as responsible (Yoga via tom) or by a user ref (Tanz via eva).
    await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], UserId: eva }, m);
    const own = async (id: string) =>
      (await call('GET', '/api/Departments/GetOwnUserDepartments', undefined, userCaller('employee', m.companyId, id)))
        .json()
        .map((d: { name: string }) => d.name);
    expect(await own(eva)).toEqual(['Tanz']);
    expect(await own(tom)).toEqual(['Yoga']);

    // Deleting a department takes its refs and responsibles with it.
    expect((await call('DELETE', `/api/Departments/${yoga}`, undefined, m)).statusCode).toBe(200);
    expect((await call('GET', `/api/DepartmentRefs/GetByLocationId/${studio}`, undefined, m)).json()).toEqual([]);
    expect(await own(tom)).toEqual([]);
    const audits = (await t.outbox('identity.audit.recorded'))
      .filter((e) => e.companyId === m.companyId)
      .map((e) => e.payload as { entityType: string; action: string });
    expect(audits.filter((a) => a.entityType === 'Department').map((a) => a.action)).toEqual(['created', 'created', 'updated', 'deleted']);
  });
});

describe('opening hours', () => {
  it('replaces the hours of a location and renders their text lines', async () => {
    const m = await manager();
    const studio = await location(m, { Name: 'Studio' });
    const saved = await call(
      'POST',
      '/api/LocationOpeningHours/AddMultiple',
      {
        LocationId: studio,
        OpeningHours: [
          { FromWeekDay: 1, TillWeekDay: 5, FromTime: '09:00', TillTime: '18:00' },
          { FromWeekDay: 6, FromTime: '10:00', TillTime: '14:00' },
          { FromWeekDay: 0, Closed: true, FromTime: '10:00', TillTime: '11:00' },
          { FromTime: '19:00', TillTime: '21:00' },
        ],
      },
      m,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const got = (
      await call('GET', `/api/LocationOpeningHours/GetByLocation/${studio}`, undefined, userCaller('trainer', m.companyId))
    ).json();
    expect(got.map((h: { textDe: string }) => h.textDe)).toEqual([
      'Mo–Fr 09:00–18:00',
      'Sa 10:00–14:00',
      'So geschlossen',
      'Mo 19:00–21:00',
    ]);
    expect(got.map((h: { textEn: string }) => h.textEn)).toEqual([
      'Mon–Fri 09:00–18:00',
      'Sat 10:00–14:00',
      'Sun closed',
      'Mon 19:00–21:00',
    ]);
    expect(got[2]).toMatchObject({ closed: true, fromTime: null, tillTime: null });
    expect(got[3]).toMatchObject({ fromWeekDay: 1, tillWeekDay: null });

    await call(
      'POST',
      '/api/LocationOpeningHours/AddMultiple',
      { LocationId: studio, OpeningHours: [{ FromWeekDay: 2, Closed: true }] },
      m,
    );
    expect(
      (await call('GET', `/api/LocationOpeningHours/GetByLocation/${studio}`, undefined, m))
        .json()
        .map((h: { textDe: string }) => h.textDe),
    ).toEqual(['Di geschlossen']);
  });

  it('refuses open hours without times, end before start, bad times and days', async () => {
    const m = await manager();
    const studio = await location(m, { Name: 'Studio' });
    const fields = async (entry: Record<string, unknown>) => {
      const res = await call('POST', '/api/LocationOpeningHours/AddMultiple', { LocationId: studio, OpeningHours: [entry] }, m);
      expect(res.statusCode).toBe(400);
      return res.json().details.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ FromWeekDay: 1 })).toEqual(['openingHours.0.fromTime', 'openingHours.0.tillTime']);
    expect(await fields({ FromTime: '18:00', TillTime: '09:00' })).toEqual(['openingHours.0.tillTime']);
    expect(await fields({ FromTime: '25:00', TillTime: '26:00' })).toEqual(['openingHours.0.fromTime', 'openingHours.0.tillTime']);
    expect(await fields({ FromWeekDay: 7, Closed: true })).toEqual(['openingHours.0.fromWeekDay']);
    expect(
      (
        await call(
          'POST',
          '/api/LocationOpeningHours/AddMultiple',
          { LocationId: studio, OpeningHours: [] },
          userCaller('employee', m.companyId),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('anonymous organisation endpoints', () => {
  const signUp = async (name: string) => {
    const res = await call('POST', '/api/Company', {
      Company: { Name: name, Email: 'office@example.com' },
      Admin: {
        FirstName: 'Anna',
        LastName: 'Muster',
        Email: 'anna@example.com',
        UserName: `admin-${randomUUID()}`,
        Password: 'Geheim#2026',
      },
      AgreedToTermsAndPrivacy: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return userCaller('admin', res.json().companyId, res.json().adminId);
  };

  it('answers only active locations and public fields of the given company', async () => {
    const a = await signUp(`Anonym A ${randomUUID()}`);
    const b = await signUp(`Anonym B ${randomUUID()}`);
    const eva = await person(a.companyId, 'Berg');
    const open = await location(a, { Name: 'Offen', Street: 'Hauptstraße', Nr: '1', Zip: '50667', City: 'Köln', ResponsibleIds: [eva] });
    const closed = await location(a, { Name: 'Zu', Active: false });
    await location(b, { Name: 'Andere Firma' });
    await department(a, { Name: 'Yoga' });

    const list = await call('GET', `/api/Locations/GetLocationsAnonymous/${a.companyId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: open,
        companyId: a.companyId,
        name: 'Offen',
        email: null,
        phone: null,
        street: 'Hauptstraße',
        nr: '1',
        zip: '50667',
        city: 'Köln',
        lat: null,
        lng: null,
        fullAddress: 'Hauptstraße 1, 50667 Köln',
        companyName: expect.stringContaining('Anonym A'),
      },
    ]);
    expect((await call('GET', `/api/Locations/GetAnonymous/${open}`)).json()).toMatchObject({ id: open, name: 'Offen' });
    expect((await call('GET', `/api/Locations/GetAnonymous/${open}`)).json().responsibleIds).toBeUndefined();
    expect((await call('GET', `/api/Locations/GetAnonymous/${closed}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Locations/GetAnonymous/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Locations/GetLocationsAnonymous/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Departments/GetAllAnonymous/${a.companyId}`)).json()).toEqual([
      { id: expect.any(String), name: 'Yoga' },
    ]);
    expect((await call('GET', `/api/Departments/GetAllAnonymous/${b.companyId}`)).json()).toEqual([]);
    expect((await call('GET', `/odata/Departments/GetOdataAnonymous/${a.companyId}?$count=true`)).json()).toEqual({
      value: [{ id: expect.any(String), name: 'Yoga' }],
      '@odata.count': 1,
    });

    // The OData variant filters within the active locations of that company only.
    const odata = await call('GET', `/odata/Locations/GetOdataAnonymous/${a.companyId}?$count=true&$select=id,name`);
    expect(odata.json()).toEqual({ value: [{ id: open, name: 'Offen' }], '@odata.count': 1 });
    const none = await call(
      'GET',
      `/odata/Locations/GetOdataAnonymous/${a.companyId}?$filter=${encodeURIComponent("name eq 'Zu'")}&$count=true`,
    );
    expect(none.json()).toEqual({ value: [], '@odata.count': 0 });
    expect((await call('GET', `/api/Locations/GetLocationInfoById/${open}`)).json()).toMatchObject({
      id: open,
      fullAddress: 'Hauptstraße 1, 50667 Köln',
    });
    expect((await call('GET', `/api/Locations/GetLocationInfoById/${closed}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/settingss/GetByLocationId/${open}`)).json()).toMatchObject({
      companyId: a.companyId,
      color: '#4b6084',
    });
    expect((await call('GET', `/api/settingss/GetByLocationId/${closed}`)).statusCode).toBe(404);
    // The authenticated lists stay closed to anonymous callers.
    expect((await call('GET', '/api/Locations/GetAll')).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { Authority } from '@takt/proto';
import { identityService } from '../src/service.ts';
import { organisationFixtures } from './organisation-fixtures.ts';

const t = useTestService(identityService);
const call = t.call;
const { person, manager, location, department, course: announcedCourse, attendee } = organisationFixtures(t);

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
    const saved = (await t.outbox('identity.department.saved')).filter((e) => e.companyId === m.companyId).map((e) => e.payload);
    expect(saved).toEqual([
      { departmentId: yoga, name: 'Yoga' },
      { departmentId: dance, name: 'Dance' },
      { departmentId: dance, name: 'Tanz' },
    ]);

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
    const course = await announcedCourse(m.companyId);
    await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], CourseId: course }, m);
    expect((await call('GET', `/api/DepartmentRefs/GetByCourseId/${course}`, undefined, m)).json()).toHaveLength(1);
    expect(
      (await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga], LocationId: studio, UserId: eva }, m)).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [randomUUID()], LocationId: studio }, m)).statusCode,
    ).toBe(404);
    // Every replacement is announced whole; refused ones announce nothing.
    expect((await t.outbox('identity.department-refs.replaced')).map((e) => e.payload)).toEqual([
      { owner: 'locationId', ownerId: studio, departmentIds: [yoga, dance] },
      { owner: 'locationId', ownerId: studio, departmentIds: [yoga] },
      { owner: 'courseId', ownerId: course, departmentIds: [dance] },
    ]);

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

  it("refuses department refs to another company's or an unknown course, attendee, location or user, storing nothing", async () => {
    const m = await manager();
    const other = await manager();
    const dance = await department(m, { Name: 'Dance' });
    const foreign = {
      CourseId: await announcedCourse(other.companyId),
      AttendeeId: await attendee(other.companyId),
      LocationId: await location(other, { Name: 'Fremd' }),
      UserId: await person(other.companyId, 'Fremd'),
    };
    for (const [owner, id] of Object.entries(foreign)) {
      for (const ownerId of [id, randomUUID()]) {
        const res = await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], [owner]: ownerId }, m);
        expect(res.statusCode, `${owner} ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    }
    const stored = await t.db.system((tx) => tx.departmentRef.count({ where: { departmentId: dance } }));
    expect(stored).toBe(0);

    // The company's own course and attendee are accepted; a trainer may not set refs.
    const own = { CourseId: await announcedCourse(m.companyId), AttendeeId: await attendee(m.companyId) };
    for (const [owner, id] of Object.entries(own)) {
      const res = await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], [owner]: id }, m);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([expect.objectContaining({ departmentId: dance, name: 'Dance' })]);
    }
    const trainer = userCaller('trainer', m.companyId);
    expect(
      (await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [dance], CourseId: own.CourseId }, trainer)).statusCode,
    ).toBe(403);
    expect(await t.db.system((tx) => tx.departmentRef.count({ where: { departmentId: dance } }))).toBe(2);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdentityEvents, SchedulingEvents } from '@takt/proto';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient, type Caller } from './catalogue-fixtures.ts';

// Skills of trainers and courses (SkillTrainer, SkillCourse) and the trainers' skill coverage.
const t = useTestService(membershipService);
const c = catalogueClient(t);

const trainer = async (companyId: string, lastName = 'Berg') => {
  const userId = randomUUID();
  await t.announce(IdentityEvents.StaffUserSaved, companyId, { ...payloadOf(IdentityEvents.StaffUserSaved), userId, lastName });
  return userId;
};
const course = async (companyId: string) => {
  const courseId = randomUUID();
  await t.announce(SchedulingEvents.CourseCreated, companyId, { courseId, name: 'Yoga' });
  return courseId;
};
const skills = (a: Caller, ...names: string[]) =>
  Promise.all(names.map(async (Name) => (await c.ok('POST', '/api/references/Skill', { Name }, a)).id as string));
const coverage = (a: Caller, query: string) => c.ok('GET', `/api/Trainers/GetSkillCoverages?${query}`, undefined, a);

describe("trainers' and courses' skills", () => {
  it("links skills to trainers and courses and answers each trainer's share of a course's skills", async () => {
    const a = userCaller('manager');
    const [yoga, pilates, first] = await skills(a, 'Yoga', 'Pilates', 'Erste Hilfe');
    const ute = await trainer(a.companyId, 'Ute');
    const max = await trainer(a.companyId, 'Max');
    const newcomer = await trainer(a.companyId, 'Neu');
    const hatha = await course(a.companyId);
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/SkillTrainer', { ParentId: ute, ReferenceIds: [yoga, pilates, first] }, a);
    await c.ok('POST', '/api/ReferenceParents/SkillTrainer', { ParentId: max, ReferenceId: yoga }, a);
    const courseSkills = await c.ok(
      'POST',
      '/api/ReferenceParents/AddMultiple/SkillCourse',
      { ParentId: hatha, ReferenceIds: [yoga, first] },
      a,
    );
    expect(courseSkills.map((l: { referenceName: string }) => l.referenceName)).toEqual(['Erste Hilfe', 'Yoga']);

    const asked = `skillIds=${yoga},${first}`;
    expect(await coverage(a, `${asked}&trainerIds=${ute},${max},${newcomer}`)).toEqual([
      { trainerId: ute, percentage: 100 },
      { trainerId: max, percentage: 50 },
      { trainerId: newcomer, percentage: 0 },
    ]);
    // Without trainerIds: every trainer with a skill; without skills everybody covers them.
    expect((await coverage(a, `skillIds=${pilates}`)).map((r: { percentage: number }) => r.percentage)).toEqual([100, 0]);
    expect(await coverage(a, `trainerIds=${max}`)).toEqual([{ trainerId: max, percentage: 100 }]);

    // A trainer or course that goes takes its links along.
    await t.announce(IdentityEvents.StaffUserDeleted, a.companyId, { userId: ute });
    await t.announce(SchedulingEvents.CourseDeleted, a.companyId, { courseId: hatha });
    expect(await c.ok('GET', `/api/ReferenceParents/GetAll?parentId=${ute}`, undefined, a)).toEqual([]);
    expect(await c.ok('GET', `/api/ReferenceParents/GetAll?parentId=${hatha}`, undefined, a)).toEqual([]);
    expect(await coverage(a, asked)).toEqual([{ trainerId: max, percentage: 50 }]);
  });

  it('keeps the newer trainer or course when an older event is handled after it (retried after a failure, decision 0077)', async () => {
    const a = userCaller('manager');
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const [yoga] = await skills(a, 'Yoga');
    const saved = { ...payloadOf(IdentityEvents.StaffUserSaved), lastName: 'Berg' };
    const { userId } = saved;
    const rows = (id: string) =>
      t.db.system(async (tx) => (await tx.trainerView.count({ where: { id } })) + (await tx.courseView.count({ where: { id } })));
    await t.announce(IdentityEvents.StaffUserDeleted, a.companyId, { userId }, { occurredAt: at(20) });
    await t.announce(IdentityEvents.StaffUserSaved, a.companyId, saved, { occurredAt: at(10) });
    expect(await rows(userId)).toBe(0);

    // The staff role given back, a skill linked since: the older deletion handled after it takes neither.
    await t.announce(IdentityEvents.StaffUserSaved, a.companyId, saved, { occurredAt: at(40) });
    await c.ok('POST', '/api/ReferenceParents/SkillTrainer', { ParentId: userId, ReferenceId: yoga }, a);
    await t.announce(IdentityEvents.StaffUserDeleted, a.companyId, { userId }, { occurredAt: at(30) });
    expect(await rows(userId)).toBe(1);
    expect(await c.ok('GET', `/api/ReferenceParents/GetAll?parentId=${userId}`, undefined, a)).toHaveLength(1);

    const courseId = randomUUID();
    await t.announce(SchedulingEvents.CourseDeleted, a.companyId, { courseId });
    await t.announce(SchedulingEvents.CourseCreated, a.companyId, { courseId, name: 'Yoga' });
    await t.announce(SchedulingEvents.CourseUpdated, a.companyId, payloadOf(SchedulingEvents.CourseUpdated, { courseId }));
    expect(await rows(courseId)).toBe(0);
  });

  it("refuses unknown or foreign trainers and courses, other tables' entries and bad lists, storing nothing", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const [yoga] = await skills(a, 'Yoga');
    const foreignTrainer = await trainer(b.companyId);
    const foreignCourse = await course(b.companyId);
    const characteristic = await c.entry(a, 'Characteristic', { Name: 'Vegetarisch' });
    const cases: [string, Record<string, unknown>, string][] = [
      ['SkillTrainer', { ParentId: foreignTrainer, ReferenceIds: [yoga] }, 'parentId'],
      ['SkillCourse', { ParentId: foreignCourse, ReferenceIds: [yoga] }, 'parentId'],
      ['SkillTrainer', { ParentId: randomUUID(), ReferenceIds: [yoga] }, 'parentId'],
      ['SkillTrainer', { ParentId: await trainer(a.companyId), ReferenceIds: [characteristic] }, 'referenceId'],
    ];
    for (const [kind, body, field] of cases) {
      const res = await c.call('POST', `/api/ReferenceParents/AddMultiple/${kind}`, body, a);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields[0].field).toBe(field);
    }
    expect((await c.call('GET', '/api/Trainers/GetSkillCoverages?skillIds=yoga', undefined, a)).json()).toMatchObject({
      code: 'validation_failed',
    });
    expect(await t.db.system((tx) => tx.referenceLink.count({ where: { companyId: a.companyId } }))).toBe(0);
  });

  it("keeps companies apart and asks for the trainers' or courses' rights", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const [yoga] = await skills(a, 'Yoga');
    const ute = await trainer(a.companyId);
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/SkillTrainer', { ParentId: ute, ReferenceIds: [yoga] }, a);
    // Another company asking about the same trainer learns nothing of their skills.
    expect(await coverage(b, `skillIds=${yoga}&trainerIds=${ute}`)).toEqual([{ trainerId: ute, percentage: 0 }]);
    expect(await coverage(b, `skillIds=${yoga}`)).toEqual([]);

    const employee = userCaller('employee', a.companyId); // may edit courses, not trainers
    const body = { ParentId: ute, ReferenceIds: [yoga] };
    expect((await c.call('POST', '/api/ReferenceParents/AddMultiple/SkillTrainer', body, employee)).statusCode).toBe(403);
    const hatha = await course(a.companyId);
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/SkillCourse', { ParentId: hatha, ReferenceIds: [yoga] }, employee);
    expect(
      (await c.call('GET', `/api/Trainers/GetSkillCoverages?skillIds=${yoga}`, undefined, userCaller('trainer', a.companyId))).statusCode,
    ).toBe(200);
    expect(
      (await c.call('GET', `/api/Trainers/GetSkillCoverages?skillIds=${yoga}`, undefined, userCaller('attendee', a.companyId))).statusCode,
    ).toBe(403);
  });
});

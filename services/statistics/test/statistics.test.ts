import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { assertSchemaMatchesMigrations, eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BillingEvents, BookingEvents, IdentityEvents, MembershipEvents, SchedulingEvents, type Caller, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { statisticsService } from '../src/service.ts';

const t = useTestService(statisticsService);

const fill = (caller: Caller, type: string, startDate: string, endDate: string, extra: object = {}) =>
  t.call('POST', '/api/Statistics/Fill', { Type: type, StartDate: startDate, EndDate: endDate, ...extra }, caller);

const facts = (courseName: string, date: string, attendeeId: string = randomUUID(), centCost = 1000) =>
  payloadOf(BookingEvents.AttendanceConfirmed, { courseName, date, attendeeId, applicationUserId: null, centCost });

/** The first level's [label, amount] pairs of an AttendanceCount over [start, end] by `kind`. */
const labelled = async (caller: Caller, start: string, end: string, kind: string, extra: object = {}) =>
  (await fill(caller, 'AttendanceCount', start, end, { Criterion: { Kind: kind }, ...extra }))
    .json()[0]
    .nestedResults.map((r: { label: string; amount: number }) => [r.label, r.amount]);

const factCount = (companyId: string) => asTenant(companyId, () => t.db.tx((tx) => tx.attendanceFact.count()));
const settled = (companyId: string, n: number) =>
  eventually(async () => ((await factCount(companyId)) === n ? true : undefined), 10_000, `${n} facts`);

describe('statistics', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('counts confirmed attendances of the caller company only, with inclusive date bounds', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const anna = randomUUID();
    await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-03-01', anna, 1500));
    await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-03-15', anna, 1500));
    await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Pilates', '2026-03-31', undefined, 1234));
    await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-02-28'));
    await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-04-01'));
    await t.emit(BookingEvents.AttendanceWaitlisted, a.companyId, { ...facts('Yoga', '2026-03-10'), waitingListNumber: 1 });
    await t.emit(BookingEvents.AttendanceConfirmed, b.companyId, facts('Yoga', '2026-03-02'));
    await settled(a.companyId, 6);
    await settled(b.companyId, 1);

    const attendances = await fill(a, 'AttendanceCount', '2026-03-01', '2026-03-31', { Criterion: { Kind: 'Course' } });
    expect(attendances.statusCode).toBe(200);
    // Course names come from scheduling's events, which this test does not send: the id shows.
    const [total] = attendances.json();
    expect(total).toMatchObject({ key: 'total', amount: 3 });
    expect(total.nestedResults.map((r: { amount: number }) => r.amount).sort()).toEqual([1, 1, 1]);
    expect((await fill(a, 'AttendeeCount', '2026-03-01', '2026-03-31')).json()[0]).toMatchObject({ amount: 2 });
    expect((await fill(a, 'Revenues', '2026-03-01', '2026-03-31')).json()[0]).toMatchObject({ amount: 42.34 });
    expect((await fill(a, 'AttendanceCount', '2026-03-31', '2026-03-31')).json()[0]).toMatchObject({ amount: 1 });
    expect((await fill(a, 'AttendanceCount', '2026-02-28', '2026-04-01')).json()[0]).toMatchObject({ amount: 5 });
    expect((await fill(b, 'AttendanceCount', '2026-01-01', '2026-12-31')).json()).toEqual([
      { key: 'total', label: 'total', amount: 1, nestedResults: [] },
    ]);
  });

  it('counts a redelivered event once and lets the newer status win', async () => {
    const a = userCaller('manager');
    const duplicatesBefore = t.svc.stats.duplicates;
    const confirmed = await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-05-05'));
    await t.redeliver(confirmed);
    await settled(a.companyId, 1);
    await eventually(async () => (t.svc.stats.duplicates > duplicatesBefore ? true : undefined), 10_000, 'duplicate seen');
    expect((await fill(a, 'AttendanceCount', '2026-05-01', '2026-05-31')).json()[0]).toMatchObject({ amount: 1 });

    // A waitlisted event older than the confirmation (delivered late) does not demote it.
    const handledBefore = t.svc.stats.handled;
    await t.emit(
      BookingEvents.AttendanceWaitlisted,
      a.companyId,
      { ...(confirmed.payload as PayloadOf<typeof BookingEvents.AttendanceConfirmed>), waitingListNumber: 1 },
      { occurredAt: new Date(Date.parse(confirmed.occurredAt) - 60_000) },
    );
    await eventually(async () => (t.svc.stats.handled > handledBefore ? true : undefined), 10_000, 'late event handled');
    expect((await fill(a, 'AttendanceCount', '2026-05-01', '2026-05-31')).json()[0]).toMatchObject({ amount: 1 });
  });

  it('groups by the gender membership announces; an event without one keeps it', async () => {
    const a = userCaller('manager');
    const [anna, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
    const attendee = (attendeeId: string, gender?: 'male' | 'female' | null) => {
      const p = payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, memberships: [] });
      return gender === undefined ? p : { ...p, gender };
    };
    await t.emit(MembershipEvents.AttendeeCreated, a.companyId, attendee(anna, 'female'));
    await t.emit(MembershipEvents.AttendeeCreated, a.companyId, attendee(ben, 'male'));
    await t.emit(MembershipEvents.AttendeeCreated, a.companyId, attendee(cleo, null));
    // Anna's later change comes from an older producer without the field: her gender stays.
    await t.emit(MembershipEvents.AttendeeUpdated, a.companyId, {
      ...payloadOf(MembershipEvents.AttendeeUpdated),
      attendeeId: anna,
      memberships: [],
      birthday: '1990-01-01',
    });
    for (const id of [anna, anna, ben, cleo]) await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-06-10', id));
    await settled(a.companyId, 4);
    const annaFact = () => asTenant(a.companyId, () => t.db.tx((tx) => tx.attendeeFact.findUnique({ where: { attendeeId: anna } })));
    await eventually(async () => ((await annaFact())?.birthday ? true : undefined), 10_000, "Anna's update");
    expect((await annaFact())?.gender).toBe('female');
    const [total] = (await fill(a, 'AttendanceCount', '2026-06-01', '2026-06-30', { Criterion: { Kind: 'Gender' } })).json();
    expect(total.nestedResults.map((r: { key: string; amount: number }) => [r.key, r.amount])).toEqual([
      ['female', 2],
      ['male', 1],
      ['unknown', 1],
    ]);
    expect((await fill(a, 'AttendeeCount', '2026-06-01', '2026-06-30', { Genders: ['female'] })).json()[0]).toMatchObject({ amount: 1 });
  });

  it("keeps the creation's gender and birthday when a later update without them is handled first (decision 0075)", async () => {
    const a = userCaller('manager');
    const dora = randomUUID();
    const created = new Date(Date.now() - 60_000);
    const fact = () => asTenant(a.companyId, () => t.db.tx((tx) => tx.attendeeFact.findUnique({ where: { attendeeId: dora } })));
    // Creation and update travel on separate consumers: here the update overtakes the creation.
    await t.emit(MembershipEvents.AttendeeUpdated, a.companyId, {
      ...payloadOf(MembershipEvents.AttendeeUpdated),
      attendeeId: dora,
      memberships: [],
    });
    await eventually(async () => ((await fact()) ? true : undefined), 10_000, "Dora's update");
    await t.emit(
      MembershipEvents.AttendeeCreated,
      a.companyId,
      { ...payloadOf(MembershipEvents.AttendeeCreated, { attendeeId: dora, memberships: [] }), gender: 'female', birthday: '1985-04-02' },
      { occurredAt: created },
    );
    await eventually(async () => ((await fact())?.gender ? true : undefined), 10_000, "Dora's creation");
    const row = await fact();
    expect(row?.gender).toBe('female');
    expect(row?.birthday?.toISOString().slice(0, 10)).toBe('1985-04-02');
    // The older creation's memberships do not replace the newer update's.
    expect(row?.occurredAt.getTime()).toBeGreaterThan(created.getTime());
  });

  it('groups by the characteristics held on the day and the single costs charged in the month (decision 0068)', async () => {
    const [a, b] = [userCaller('manager'), userCaller('manager')];
    const [anna, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
    const [reha, senior, trial] = [randomUUID(), randomUUID(), randomUUID()];
    await t.emit(MembershipEvents.CharacteristicSaved, a.companyId, { characteristicId: reha, name: 'Reha' });
    await t.emit(MembershipEvents.CharacteristicSaved, a.companyId, { characteristicId: senior, name: 'Senioren' });
    await t.emit(MembershipEvents.CostSaved, a.companyId, { costId: trial, name: 'Probestunde', type: 0, cost: 900, active: true });
    const held = (referenceId: string, fromDate: string | null = null, tillDate: string | null = null) => ({
      referenceId,
      fromDate,
      tillDate,
    });
    const annaSet = await t.emit(MembershipEvents.AttendeeCharacteristicsSet, a.companyId, {
      attendeeId: anna,
      characteristics: [held(reha, '2026-07-01', '2026-07-15'), held(senior)],
    });
    // Cleo's characteristics arrive before her attendee event, which must still apply.
    await t.emit(MembershipEvents.AttendeeCharacteristicsSet, a.companyId, { attendeeId: cleo, characteristics: [held(reha)] });
    await t.emit(MembershipEvents.AttendeeCreated, a.companyId, {
      ...payloadOf(MembershipEvents.AttendeeCreated, { attendeeId: cleo, memberships: [] }),
      birthday: '1950-05-05',
    });
    // An older announcement delivered late changes nothing.
    await t.emit(
      MembershipEvents.AttendeeCharacteristicsSet,
      a.companyId,
      { attendeeId: anna, characteristics: [] },
      { occurredAt: new Date(Date.parse(annaSet.occurredAt) - 60_000) },
    );
    const position = (attendeeId: string, sourceCostId: string | null, date: string) => ({
      invoiceId: null,
      positionId: randomUUID(),
      attendeeId,
      centCost: 900,
      sourceCostId,
      date,
    });
    const bens = position(ben, trial, '2026-07-05');
    for (const p of [position(anna, trial, '2026-07-03'), bens, position(ben, null, '2026-07-05'), position(cleo, trial, '2026-08-01')])
      await t.emit(BillingEvents.InvoicePositionAdded, a.companyId, p);
    await t.emit(BillingEvents.InvoicePositionChanged, a.companyId, { ...bens, sourceCostId: trial, canceled: true });
    for (const [id, date] of [
      [anna, '2026-07-10'],
      [anna, '2026-07-20'],
      [ben, '2026-07-10'],
      [cleo, '2026-07-20'],
    ] as const)
      await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', date, id));
    await settled(a.companyId, 4);

    const groups = (caller: Caller, kind: string, extra: object = {}) => labelled(caller, '2026-07-01', '2026-07-31', kind, extra);
    await eventually(async () => ((await groups(a, 'SingleCost'))[0]?.[0] === 'Probestunde' ? true : undefined), 10_000, 'facts');
    const cleoFact = () => asTenant(a.companyId, () => t.db.tx((tx) => tx.attendeeFact.findUnique({ where: { attendeeId: cleo } })));
    await eventually(async () => ((await cleoFact())?.birthday ? true : undefined), 10_000, "Cleo's attendee event");
    expect(await groups(a, 'Characteristic')).toEqual([
      ['Reha', 2],
      ['Senioren', 2],
      ['none', 1],
    ]);
    // The list keeps the rows of attendees holding Reha that day; Anna's also count under her other one.
    expect(await groups(a, 'Characteristic', { CharacteristicIds: [reha] })).toEqual([
      ['Reha', 2],
      ['Senioren', 1],
    ]);
    // Ben's trial lesson was cancelled; Cleo's was charged in August.
    expect(await groups(a, 'SingleCost')).toEqual([
      ['Probestunde', 2],
      ['none', 2],
    ]);
    expect(await groups(a, 'Age', { CostIds: [trial] })).toEqual([['unknown', 2]]);
    await t.emit(BillingEvents.InvoicePositionChanged, a.companyId, { ...bens, sourceCostId: trial, canceled: false });
    await eventually(async () => ((await groups(a, 'SingleCost'))[0]?.[1] === 3 ? true : undefined), 10_000, 'taken back');

    // Another company sees none of it, even naming the ids.
    expect(await groups(b, 'Characteristic', { CharacteristicIds: [reha] })).toEqual([]);
    expect(await groups(b, 'SingleCost', { CostIds: [trial] })).toEqual([]);
  });

  it("labels departments and locations by their current name, each company's by its own (decision 0071)", async () => {
    const [a, b] = [userCaller('manager'), userCaller('manager')];
    const [halle, yoga] = [randomUUID(), randomUUID()];
    await t.emit(IdentityEvents.LocationUpdated, a.companyId, { locationId: halle, name: 'Halle Nord' });
    await t.emit(IdentityEvents.DepartmentSaved, a.companyId, { departmentId: yoga, name: 'Yoga' });
    await t.emit(IdentityEvents.DepartmentSaved, a.companyId, { departmentId: yoga, name: 'Yoga & Pilates' });
    // Another company's department of the same id keeps its own name and never labels A's rows.
    await t.emit(IdentityEvents.DepartmentSaved, b.companyId, { departmentId: yoga, name: 'Fremd' });
    for (const company of [a.companyId, b.companyId]) {
      const course = randomUUID();
      await t.emit(SchedulingEvents.CourseCreated, company, { courseId: course, name: 'Yoga', locationId: halle });
      await t.emit(IdentityEvents.DepartmentRefsReplaced, company, { owner: 'courseId', ownerId: course, departmentIds: [yoga] });
      await t.emit(BookingEvents.AttendanceConfirmed, company, { ...facts('Yoga', '2026-09-10'), courseId: course });
    }
    await settled(a.companyId, 1);
    await settled(b.companyId, 1);
    const until = (caller: Caller, kind: string, expected: unknown[]) =>
      eventually(
        async () =>
          JSON.stringify(await labelled(caller, '2026-09-01', '2026-09-30', kind)) === JSON.stringify(expected) ? true : undefined,
        10_000,
        `${kind} labels ${JSON.stringify(expected)}`,
      );
    await until(a, 'Department', [['Yoga & Pilates', 1]]);
    await until(a, 'Location', [['Halle Nord', 1]]);
    await until(b, 'Department', [['Fremd', 1]]);
    expect(await labelled(b, '2026-09-01', '2026-09-30', 'Location')).toEqual([[halle, 1]]);

    // The creation, handled by another consumer after the rename, does not take the rename back.
    const handledBefore = t.svc.stats.handled;
    await t.emit(
      IdentityEvents.LocationCreated,
      a.companyId,
      { locationId: halle, name: 'Halle' },
      { occurredAt: new Date(Date.now() - 60_000) },
    );
    await eventually(async () => (t.svc.stats.handled > handledBefore ? true : undefined), 10_000, 'late creation handled');
    expect(await labelled(a, '2026-09-01', '2026-09-30', 'Location')).toEqual([['Halle Nord', 1]]);
    await t.emit(IdentityEvents.LocationUpdated, a.companyId, { locationId: halle, name: 'Halle Süd' });
    await until(a, 'Location', [['Halle Süd', 1]]);
  });

  it("keeps a course's newer location when its older creation is handled late (decision 0077)", async () => {
    const { companyId } = userCaller('manager');
    const [courseId, halle, saal] = [randomUUID(), randomUUID(), randomUUID()];
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const location = async () => (await t.db.system((tx) => tx.courseFact.findUnique({ where: { courseId } })))?.locationId;
    const updated = (locationId: string) => payloadOf(SchedulingEvents.CourseUpdated, { courseId, locationId });
    await t.announce(SchedulingEvents.CourseUpdated, companyId, updated(saal), { occurredAt: at(20) });
    await t.announce(SchedulingEvents.CourseCreated, companyId, { courseId, name: 'Yoga', locationId: halle }, { occurredAt: at(10) });
    expect(await location()).toBe(saal);
    await t.announce(SchedulingEvents.CourseUpdated, companyId, updated(halle), { occurredAt: at(30) });
    expect(await location()).toBe(halle);
  });

  it('is for managers only and validates the request', async () => {
    const employee = userCaller('employee');
    expect((await fill(employee, 'AttendanceCount', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
    const admin = userCaller('admin');
    expect((await fill(admin, 'AttendanceCount', '2026-01-01', '2026-01-31')).statusCode).toBe(200);

    const bad = await fill(admin, 'Nonsense', '2026-02-01', '2026-01-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['type']));
    const reversed = await fill(admin, 'AttendanceCount', '2026-02-01', '2026-01-31');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['endDate']);
  });
});

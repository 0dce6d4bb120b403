import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Trainers as identity announces them, and their availabilities and absences.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);

async function trainer(companyId: string, over: Partial<{ firstName: string; lastName: string; roles: string[]; active: boolean }> = {}) {
  const p = {
    ...payloadOf(IdentityEvents.StaffUserSaved),
    firstName: 'Tina',
    lastName: 'Turner',
    roles: ['trainer'],
    active: true,
    ...over,
  };
  await t.announce(IdentityEvents.StaffUserSaved, companyId, p);
  return p.userId;
}

const absence = (trainerId: string, over: Record<string, unknown> = {}) => ({
  TrainerId: trainerId,
  Name: 'Urlaub',
  Type: 1,
  DateFrom: '2026-12-01',
  DateTill: '2026-12-14',
  ...over,
});

describe('trainer read model', () => {
  it('keeps staff users from identity, idempotently, and forgets deleted ones', async () => {
    const companyId = userCaller('manager').companyId;
    const p = { ...payloadOf(IdentityEvents.StaffUserSaved), firstName: 'Tom', lastName: 'Teacher', roles: ['employee'] };
    await t.announce(IdentityEvents.StaffUserSaved, companyId, p);
    await t.announce(IdentityEvents.StaffUserSaved, companyId, { ...p, lastName: 'Tutor' });
    const rows = await t.db.system((tx) => tx.trainerView.findMany({ where: { companyId } }));
    expect(rows).toMatchObject([{ id: p.userId, firstName: 'Tom', lastName: 'Tutor', roles: ['employee'], active: true }]);

    await t.announce(IdentityEvents.StaffUserDeleted, companyId, { userId: p.userId });
    await eventually(async () => expect(await t.db.system((tx) => tx.trainerView.count({ where: { companyId } }))).toBe(0));
  });

  it('keeps the newer save or deletion when an older event of the staff user is handled after it (decision 0077)', async () => {
    const companyId = userCaller('manager').companyId;
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const p = { ...payloadOf(IdentityEvents.StaffUserSaved), firstName: 'Tom', lastName: 'Teacher', roles: ['trainer'], active: true };
    const deleted = { userId: p.userId };
    const row = () => t.db.system((tx) => tx.trainerView.findUnique({ where: { id: p.userId } }));
    await t.announce(IdentityEvents.StaffUserSaved, companyId, { ...p, lastName: 'Tutor', active: false }, { occurredAt: at(20) });
    await t.announce(IdentityEvents.StaffUserSaved, companyId, p, { occurredAt: at(10) });
    expect(await row()).toMatchObject({ lastName: 'Tutor', active: false });

    await t.announce(IdentityEvents.StaffUserDeleted, companyId, deleted, { occurredAt: at(40) });
    await t.announce(IdentityEvents.StaffUserSaved, companyId, p, { occurredAt: at(30) });
    expect(await row()).toBeNull();

    // The staff role given back saves the same user again; the older deletion handled after it leaves them.
    await t.announce(IdentityEvents.StaffUserSaved, companyId, p, { occurredAt: at(60) });
    await t.announce(IdentityEvents.StaffUserDeleted, companyId, deleted, { occurredAt: at(50) });
    expect(await row()).toMatchObject({ lastName: 'Teacher', active: true });
  });
});

describe('availabilities', () => {
  it('creates, lists, updates and deletes availabilities and absences; all-day forces 00:00 to 23:59', async () => {
    const a = userCaller('manager');
    const tr = await trainer(a.companyId);
    const created = await call('POST', '/api/Availabilities', absence(tr, { AllDay: true, TimeFrom: '10:00', TimeTill: '11:00' }), a);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const weekly = { TrainerId: tr, DateFrom: '2026-12-01', DateTill: '2027-03-31', Period: 2, PeriodValues: '1,3' };
    expect((await call('POST', '/api/Availabilities', weekly, a)).statusCode).toBe(200);

    const list = await call('GET', `/api/Availabilities/GetByTrainerId/${tr}`, undefined, userCaller('trainer', a.companyId));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { id, type: 1, allDay: true, timeFrom: '00:00', timeTill: '23:59', name: 'Urlaub', creatorId: a.userId },
      { type: 0, allDay: false, timeFrom: '09:00', timeTill: '12:00', period: 2, periodValues: '1,3' },
    ]);

    const updated = await call('PUT', `/api/Availabilities/${id}`, absence(tr, { TimeFrom: '13:00', TimeTill: '15:00', Text: 'Arzt' }), a);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ allDay: false, timeFrom: '13:00', timeTill: '15:00', text: 'Arzt' });

    expect((await call('DELETE', `/api/Availabilities/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Availabilities/GetByTrainerId/${tr}`, undefined, a)).json()).toHaveLength(1);

    // Each write announced what it left, in write order (statistics' report, decision 0067).
    const mine = async (subject: string) => (await t.outbox(subject)).filter((e) => e.companyId === a.companyId).map((e) => e.payload);
    expect(await mine('scheduling.trainer-availability.saved')).toMatchObject([
      { availabilityId: id, trainerId: tr, type: 1, allDay: true, timeFrom: '00:00', timeTill: '23:59', dateFrom: '2026-12-01' },
      { trainerId: tr, type: 0, period: 2, eachOnDay: 1, periodValues: '1,3', dateTill: '2027-03-31' },
      { availabilityId: id, type: 1, allDay: false, timeFrom: '13:00', timeTill: '15:00' },
    ]);
    expect(await mine('scheduling.trainer-availability.deleted')).toEqual([{ availabilityId: id }]);
  });

  it('refuses bad input and unknown, foreign or inactive trainers with a stable code, storing nothing', async () => {
    const a = userCaller('manager');
    const tr = await trainer(a.companyId);
    const foreign = await trainer(userCaller('manager').companyId);
    const inactive = await trainer(a.companyId, { active: false });
    const cases: [Record<string, unknown>, string][] = [
      [absence(tr, { DateTill: '2026-11-30' }), 'dateTill'],
      [absence(tr, { TimeFrom: '12:00', TimeTill: '11:00' }), 'timeTill'],
      [absence(tr, { TimeFrom: '25:00' }), 'timeFrom'],
      [absence(tr, { Type: 2 }), 'type'],
      [absence(tr, { Period: 2, PeriodValues: '8' }), 'periodValues'],
      [absence(tr, { DateFrom: 'morgen' }), 'dateFrom'],
      [absence(foreign), 'trainerId'],
      [absence(randomUUID()), 'trainerId'],
      [absence(inactive), 'trainerId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/Availabilities', body, a);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(res.json().details), field).toContain(field);
    }
    expect(await t.db.system((tx) => tx.trainerAvailability.count({ where: { companyId: a.companyId } }))).toBe(0);
    expect((await t.outbox('scheduling.trainer-availability.saved')).filter((e) => e.companyId === a.companyId)).toEqual([]);
  });

  it("answers 404 for another company's availability or trainer, and 403 for a trainer writing", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const trB = await trainer(b.companyId);
    const id = (await call('POST', '/api/Availabilities', absence(trB), b)).json().id;
    expect((await call('GET', `/api/Availabilities/GetByTrainerId/${trB}`, undefined, a)).statusCode).toBe(404);
    expect((await call('PUT', `/api/Availabilities/${id}`, absence(trB), a)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Availabilities/${id}`, undefined, a)).statusCode).toBe(404);
    expect((await call('POST', '/api/Availabilities', absence(trB), userCaller('trainer', b.companyId))).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/Availabilities/GetByTrainerId/${trB}`, undefined, userCaller('attendee', b.companyId))).statusCode,
    ).toBe(403);
    expect(await t.db.system((tx) => tx.trainerAvailability.count({ where: { companyId: b.companyId } }))).toBe(1);
  });
});

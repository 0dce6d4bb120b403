import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills } from '@takt/kit';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingBackfills } from '../src/operations/announce-backfills.ts';
import { schedulingService } from '../src/service.ts';

const t = useTestService(schedulingService);
const log = createLogger('backfill-test', 'silent');

describe('scheduling backfills', () => {
  it("announce every company's courses with their location and prices once, on a database that started before", async () => {
    const a = userCaller('admin');
    const location = payloadOf(IdentityEvents.LocationCreated);
    await t.announce(IdentityEvents.LocationCreated, a.companyId, location);
    const created = await t.call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 10, LocationId: location.locationId }, a);
    expect(created.statusCode, created.body).toBe(200);
    const before = (await t.outbox()).length;

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(t.db, schedulingBackfills, log);

    const announced = (await t.outbox('scheduling.course.updated')).slice(-50).filter((e) => e.companyId === a.companyId);
    expect(announced.map((e) => e.payload)).toMatchObject([{ courseId: created.json().id, name: 'Yoga', locationId: location.locationId }]);
    const after = (await t.outbox()).length;
    expect(after).toBeGreaterThan(before);
    await runBackfills(t.db, schedulingBackfills, log);
    expect((await t.outbox()).length).toBe(after);
  });
});

describe('scheduling room backfill', () => {
  it("announces every company's rooms once, for booking's rooms read model (decision 0059)", async () => {
    const a = userCaller('admin');
    const location = payloadOf(IdentityEvents.LocationCreated);
    await t.announce(IdentityEvents.LocationCreated, a.companyId, location);
    const created = await t.call('POST', '/api/Rooms', { Name: 'Saal 1', LocationId: location.locationId, Capacity: 12 }, a);
    expect(created.statusCode, created.body).toBe(200);

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(t.db, schedulingBackfills, log);

    const announced = (await t.outbox('scheduling.room.updated')).slice(-50).filter((e) => e.companyId === a.companyId);
    expect(announced.map((e) => e.payload)).toEqual([
      { roomId: created.json().id, name: 'Saal 1', locationId: location.locationId, capacity: 12, active: true },
    ]);
  });
});

describe('scheduling availability backfill', () => {
  it("announces every company's availabilities and absences once, for statistics' report (decision 0067)", async () => {
    const a = userCaller('admin');
    const trainer = payloadOf(IdentityEvents.StaffUserSaved, { roles: ['trainer'] });
    await t.announce(IdentityEvents.StaffUserSaved, a.companyId, trainer);
    const body = { TrainerId: trainer.userId, Type: 1, AllDay: true, DateFrom: '2026-12-01', DateTill: '2026-12-03' };
    const created = await t.call('POST', '/api/Availabilities', body, a);
    expect(created.statusCode, created.body).toBe(200);

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(t.db, schedulingBackfills, log);

    const announced = (await t.outbox('scheduling.trainer-availability.saved')).filter((e) => e.companyId === a.companyId);
    const facts = {
      availabilityId: created.json().id,
      trainerId: trainer.userId,
      type: 1,
      allDay: true,
      dateFrom: '2026-12-01',
      dateTill: '2026-12-03',
      timeFrom: '00:00',
      timeTill: '23:59',
      period: 1,
      eachOnDay: 1,
      periodValues: null,
    };
    // The create's announcement, then the backfill's of the same state.
    expect(announced.map((e) => e.payload)).toEqual([facts, facts]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';
import { trainerFixtures, type Caller } from './trainer-fixtures.ts';

// GetWithConflicts and GetRoomAndTrainerAvailabilities over real rows.
const t = useTestService(schedulingService);
const { call, trainer, location, room, courseWithAppointments } = trainerFixtures(t);

const day = { DateFrom: '2027-04-07', DateTill: '2027-04-07' };
const conflictsOf = async (caller: Caller, query: string) => {
  const res = await call('GET', `/api/Appointments/GetWithConflicts?${query}`, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: string;
    roomName: string | null;
    conflicts: { type: string; appointmentId: string | null; trainerId: string | null }[];
  }[];
};

async function scene(a: Caller) {
  const manager = userCaller('manager', a.companyId);
  const loc = await location(a.companyId);
  const small = await room(manager, loc, 8);
  const tina = await trainer(a.companyId);
  const yoga = await courseWithAppointments(a, { ...day, RoomId: small, TimeFrom: '10:00', TimeTill: '11:00' });
  const pilates = await courseWithAppointments(a, { ...day, RoomId: small, TimeFrom: '10:30', TimeTill: '11:30' }, { Name: 'Pilates' });
  const later = await courseWithAppointments(
    a,
    { ...day, RoomId: small, TimeFrom: '11:30', TimeTill: '12:30', MaxAttendees: 5 },
    { Name: 'Später' },
  );
  return { loc, small, tina, yoga: yoga.appointmentIds[0]!, pilates: pilates.appointmentIds[0]!, later: later.appointmentIds[0]! };
}

describe('conflicts', () => {
  it('lists future appointments with their typed reasons, by location', async () => {
    const a = userCaller('employee');
    const s = await scene(a);
    await call('POST', `/api/AppointmentTrainers/AddMultiple/${s.yoga}`, { TrainersId: [s.tina] }, a);
    await call('POST', `/api/AppointmentTrainers/AddMultiple/${s.pilates}`, { TrainersId: [s.tina] }, a);
    const manager = userCaller('manager', a.companyId);
    await call('POST', '/api/Availabilities', { TrainerId: s.tina, Type: 1, AllDay: true, ...day }, manager);

    const found = await conflictsOf(a, `clientLocalDateTime=2027-04-01T08:00&locationId=${s.loc}`);
    const byId = new Map(found.map((f) => [f.id, f.conflicts.map((c) => c.type).sort()]));
    // Max attendees 10 in a room for 8; the later course allows 5, touching Pilates' end.
    expect(byId.get(s.yoga)).toEqual(['roomDoubleBooked', 'roomTooSmall', 'trainerAbsent', 'trainerDoubleBooked']);
    expect(byId.get(s.pilates)).toEqual(['roomDoubleBooked', 'roomTooSmall', 'trainerAbsent', 'trainerDoubleBooked']);
    expect(byId.has(s.later)).toBe(false);
    expect(found.find((f) => f.id === s.yoga)).toMatchObject({
      roomName: 'Saal 8',
      conflicts: expect.arrayContaining([{ type: 'roomDoubleBooked', appointmentId: s.pilates, trainerId: null }]),
    });

    const fromQuarterPast = await conflictsOf(a, `clientLocalDateTime=2027-04-07T10:15&locationId=${s.loc}`);
    expect(fromQuarterPast).toMatchObject([{ id: s.pilates }]);
    expect(await conflictsOf(a, `clientLocalDateTime=2027-04-01T08:00&locationId=${await location(a.companyId, 'Leer')}`)).toEqual([]);

    // A department narrows to its courses' appointments.
    const department = randomUUID();
    expect(await conflictsOf(a, `clientLocalDateTime=2027-04-01T08:00&departmentId=${department}`)).toEqual([]);
    const yogaCourse = (await call('GET', `/api/Appointments/${s.yoga}`, undefined, a)).json().courseId as string;
    const refs = { owner: 'courseId' as const, ownerId: yogaCourse, departmentIds: [department] };
    await t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, refs);
    expect((await conflictsOf(a, `clientLocalDateTime=2027-04-01T08:00&departmentId=${department}`)).map((f) => f.id)).toEqual([s.yoga]);
  });

  it('answers whether the room is free and each trainer available', async () => {
    const a = userCaller('manager');
    const s = await scene(a);
    const ben = await trainer(a.companyId, { firstName: 'Ben', lastName: 'Berg' });
    await call('POST', `/api/AppointmentTrainers/AddMultiple/${s.later}`, { TrainersId: [s.tina, ben] }, a);
    await call('POST', '/api/Availabilities', { TrainerId: s.tina, Type: 0, ...day, TimeFrom: '08:00', TimeTill: '12:00' }, a);
    await call('POST', '/api/RoomAvailabilities', { RoomId: s.small, ...day, TimeFrom: '12:00', TimeTill: '13:00' }, a);

    const one = await call(
      'GET',
      `/api/Appointments/GetRoomAndTrainerAvailabilities/${s.later}`,
      undefined,
      userCaller('trainer', a.companyId),
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ appointmentId: s.later, roomId: s.small, roomIsAvailable: false });
    expect(one.json().trainers).toEqual(
      expect.arrayContaining([
        { trainerId: s.tina, trainerFullName: 'Turner, Tina', isAvailable: false, reasons: ['outsideAvailability'] },
        { trainerId: ben, trainerFullName: 'Berg, Ben', isAvailable: true, reasons: [] },
      ]),
    );
    const many = await call(
      'POST',
      '/api/Appointments/GetRoomAndTrainerAvailabilitiesByAppointmentIds',
      { AppointmentIds: [s.yoga, randomUUID()] },
      a,
    );
    expect(many.json()).toEqual([{ appointmentId: s.yoga, roomId: s.small, roomIsAvailable: false, trainers: [] }]);
  });

  it('refuses bad input with a stable code, hides other companies and keeps attendees out', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const s = await scene(b);
    for (const q of [
      '',
      'clientLocalDateTime=2027-04-07T25:00',
      'clientLocalDateTime=morgen',
      `clientLocalDateTime=2027-04-07T10:00&locationId=x`,
    ]) {
      const res = await call('GET', `/api/Appointments/GetWithConflicts?${q}`, undefined, a);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(
      (await call('POST', '/api/Appointments/GetRoomAndTrainerAvailabilitiesByAppointmentIds', { AppointmentIds: [] }, a)).statusCode,
    ).toBe(400);
    expect(await conflictsOf(a, 'clientLocalDateTime=2027-04-01T08:00')).toEqual([]);
    expect((await conflictsOf(b, 'clientLocalDateTime=2027-04-01T08:00')).length).toBe(2);
    expect((await call('GET', `/api/Appointments/GetRoomAndTrainerAvailabilities/${s.yoga}`, undefined, a)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          '/api/Appointments/GetWithConflicts?clientLocalDateTime=2027-04-01T08:00',
          undefined,
          userCaller('trainer', b.companyId),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/Appointments/GetRoomAndTrainerAvailabilities/${s.yoga}`, undefined, userCaller('attendee', b.companyId)))
        .statusCode,
    ).toBe(200);
  });
});

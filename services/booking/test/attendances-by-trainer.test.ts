import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// GetByTrainerId and GetInDepartment(departmentId, trainerId) (spec section 7): attendances on the
// appointments a trainer teaches, as scheduling's appointment events and trainers-changed name them.
const t = useTestService(bookingService);
const { attendee, book } = bookingFixtures(t);

async function appointmentOf(companyId: string, trainerIds: string[] | undefined, courseId: string = randomUUID()) {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, courseId, date: inDays(4), maxAttendees: 5, trainerIds });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}

const listed = async (caller: Caller, url: string) => {
  const res = await t.call('GET', url, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { attendeeId: string }[]).map((a) => a.attendeeId).sort();
};
const byTrainer = (caller: Caller, trainerId: string) => listed(caller, `/odata/Attendances/GetByTrainerId/${trainerId}?$count=true`);
const trainersOf = (appointmentId: string) =>
  t.db.system(async (tx) => (await tx.appointmentView.findFirstOrThrow({ where: { id: appointmentId } })).trainerIds);

describe('attendances per trainer', () => {
  it('lists the bookings of the appointments a trainer teaches and follows changed trainers', async () => {
    const staff = userCaller('employee');
    const [anna, ben] = [randomUUID(), randomUUID()];
    const [a, b, c] = [await attendee(staff.companyId), await attendee(staff.companyId), await attendee(staff.companyId)];
    const annas = await appointmentOf(staff.companyId, [anna]);
    const both = await appointmentOf(staff.companyId, [anna, ben]);
    const older = await appointmentOf(staff.companyId, undefined);
    await book(staff, annas, a);
    await book(staff, both, b);
    await book(staff, older, c);

    expect(await byTrainer(staff, anna)).toEqual([a, b].sort());
    expect(await byTrainer(userCaller('trainer', staff.companyId), ben)).toEqual([b]);

    const changed = await t.announce(SchedulingEvents.AppointmentTrainersChanged, staff.companyId, {
      appointmentId: older,
      trainerIds: [ben],
    });
    await t.redeliver(changed);
    expect(await byTrainer(staff, ben)).toEqual([b, c].sort());
    await t.announce(SchedulingEvents.AppointmentTrainersChanged, staff.companyId, { appointmentId: both, trainerIds: [] });
    expect(await byTrainer(staff, anna)).toEqual([a]);
    expect(await byTrainer(staff, ben)).toEqual([c]);
  });

  it('keeps the newest announcement and waits for an appointment it does not know yet', async () => {
    const { companyId } = userCaller('employee');
    const [anna, ben] = [randomUUID(), randomUUID()];
    const appointmentId = await appointmentOf(companyId, [anna]);
    // An update written before the trainers changed, consumed after: its trainers are stale.
    const stale = payloadOf(SchedulingEvents.AppointmentUpdated, {
      appointmentId,
      date: inDays(4),
      timeFrom: '07:15',
      maxAttendees: 5,
      trainerIds: [anna],
    });
    await t.announce(SchedulingEvents.AppointmentTrainersChanged, companyId, { appointmentId, trainerIds: [ben] });
    await t.announce(SchedulingEvents.AppointmentUpdated, companyId, stale, { occurredAt: new Date(Date.now() - 60_000) });
    expect(await trainersOf(appointmentId)).toEqual([ben]);

    const early = randomUUID();
    await t.emit(SchedulingEvents.AppointmentTrainersChanged, companyId, { appointmentId: early, trainerIds: [ben] });
    const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId: early, date: inDays(4), maxAttendees: 5 });
    await t.emit(SchedulingEvents.AppointmentCreated, companyId, p, { occurredAt: new Date(Date.now() - 60_000) });
    await eventually(
      async () =>
        (await t.db.system((tx) => tx.appointmentView.count({ where: { id: early, trainerIds: { has: ben } } }))) ? true : undefined,
      // The early event is retried with a backoff up to 10 s between tries: under a loaded CI
      // machine the created event can take several of them to be handled first.
      45_000,
    );
  }, 60_000);

  it('narrows a department list to a trainer', async () => {
    const staff = userCaller('manager');
    const [anna, course, department] = [randomUUID(), randomUUID(), randomUUID()];
    const [a, b] = [await attendee(staff.companyId), await attendee(staff.companyId)];
    await book(staff, await appointmentOf(staff.companyId, [anna], course), a);
    await book(staff, await appointmentOf(staff.companyId, [], course), b);
    const refs = payloadOf(IdentityEvents.DepartmentRefsReplaced, { owner: 'courseId', ownerId: course, departmentIds: [department] });
    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs);
    const url = `/odata/Attendances/GetInDepartment/${department}`;
    expect(await listed(staff, url)).toEqual([a, b].sort());
    expect(await listed(staff, `${url}?trainerId=${anna}`)).toEqual([a]);
    expect(await listed(staff, `${url}?trainerId=${randomUUID()}`)).toEqual([]);
    const bad = await t.call('GET', `${url}?trainerId=nobody`, undefined, staff);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
  });

  it('shows another company nothing, refuses members and bad input', async () => {
    const staff = userCaller('employee');
    const anna = randomUUID();
    await book(staff, await appointmentOf(staff.companyId, [anna]), await attendee(staff.companyId));
    expect(await byTrainer(staff, anna)).toHaveLength(1);
    expect(await byTrainer(userCaller('manager'), anna)).toEqual([]);
    const member = await t.call('GET', `/odata/Attendances/GetByTrainerId/${anna}`, undefined, userCaller('attendee', staff.companyId));
    expect([member.statusCode, member.json().code]).toEqual([403, 'forbidden']);
    const bad = await t.call('GET', '/odata/Attendances/GetByTrainerId/not-an-id', undefined, staff);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
  });
});

import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, BookingEvents, IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bucketOf } from '../src/domain/registration-report.ts';
import { statisticsService } from '../src/service.ts';
import { emitRegistration } from './registration-fixtures.ts';

// Reports/Fill (decision 0063): registrations per bucket equal a direct count over what booking
// and scheduling announced; trainers in the buckets they teach.
const t = useTestService(statisticsService);

const report = (caller: Caller, body: object) => t.call('POST', '/api/Reports/Fill', body, caller);

interface Appointment {
  appointmentId: string;
  courseId: string;
  date: string;
  timeFrom: string;
  locationId: string;
  roomId: string;
  trainerIds: string[];
}
interface Registration {
  appointment: Appointment;
  status: AttendanceStatus;
}

const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;

/** A company with two trainers, two locations and a pseudo-random spread of appointments and bookings. */
async function seed(companyId: string) {
  const [ute, max] = [randomUUID(), randomUUID()];
  const trainers = [ute, max];
  await t.announce(IdentityEvents.StaffUserSaved, companyId, {
    ...payloadOf(IdentityEvents.StaffUserSaved),
    userId: ute,
    firstName: 'Ute',
    lastName: 'Berg',
  });
  await t.announce(IdentityEvents.StaffUserSaved, companyId, {
    ...payloadOf(IdentityEvents.StaffUserSaved),
    userId: max,
    firstName: 'Max',
    lastName: 'Adler',
  });
  const locations = [randomUUID(), randomUUID()];
  const courses = [randomUUID(), randomUUID(), randomUUID()];
  const times = ['08:15', '09:45', '18:00', '18:40'];
  const appointments: Appointment[] = [];
  for (let i = 0; i < 14; i++) {
    const a: Appointment = {
      appointmentId: randomUUID(),
      courseId: pick(courses, i),
      date: `2026-03-${String(1 + (((i * 5) % 40) % 31)).padStart(2, '0')}`,
      timeFrom: pick(times, i * 3),
      locationId: pick(locations, i),
      roomId: randomUUID(),
      trainerIds: i % 4 === 3 ? [] : i % 3 === 0 ? trainers : [pick(trainers, i)],
    };
    appointments.push(a);
    await t.emit(SchedulingEvents.AppointmentUpdated, companyId, {
      ...payloadOf(SchedulingEvents.AppointmentUpdated),
      ...a,
      timeTill: '23:00',
      notify: false,
    });
  }
  const registrations: Registration[] = [];
  const statuses = [AttendanceStatus.Confirmed, AttendanceStatus.OnWaitingList, AttendanceStatus.Canceled, AttendanceStatus.Confirmed];
  for (let i = 0; i < 40; i++) {
    const appointment = pick(appointments, i * 7);
    const status = pick(statuses, i);
    registrations.push({ appointment, status });
    // The booking's own date is stale on purpose: the appointment's date counts.
    const facts = payloadOf(BookingEvents.AttendanceConfirmed, {
      appointmentId: appointment.appointmentId,
      courseId: appointment.courseId,
      date: '2026-01-01',
      timeFrom: '07:00',
      applicationUserId: null,
    });
    await emitRegistration(t, companyId, facts, status, { canceledDate: '2026-02-01', by: 'staff' });
  }
  await eventually(
    () =>
      asTenant(companyId, () =>
        t.db.tx(async (tx) =>
          (await tx.attendanceFact.count()) === registrations.length && (await tx.appointmentFact.count()) === appointments.length
            ? true
            : undefined,
        ),
      ),
    20_000,
    'read model settled',
  );
  return { trainers, locations, appointments, registrations };
}

/** The direct count: live registrations per bucket of those that pass `keep`. */
function directCount(
  registrations: Registration[],
  q: { timeframe: 'Hours' | 'Days' | 'Weeks' | 'Months'; fractions?: 1 | 2 | 4 },
  keep = (_: Appointment) => true,
) {
  const counts = new Map<string, number>();
  for (const r of registrations) {
    if (r.status === AttendanceStatus.Canceled || !keep(r.appointment)) continue;
    const key = bucketOf({ timeframe: q.timeframe, fractions: q.fractions ?? 1 }, r.appointment.date, r.appointment.timeFrom);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
const nonZero = (buckets: { key: string; registrations: number }[]) =>
  new Map(buckets.filter((b) => b.registrations > 0).map((b) => [b.key, b.registrations]));

describe('registration count report', () => {
  it('counts live registrations per hour, day, week and month as a direct count does, filters and lists trainers', async () => {
    const a = userCaller('manager');
    const { trainers, locations, registrations } = await seed(a.companyId);
    const range = { start: '2026-03-01', end: '2026-03-31' };

    for (const q of [
      { timeframe: 'Days' },
      { timeframe: 'Weeks' },
      { timeframe: 'Months' },
      { timeframe: 'Hours', fractions: 2 },
    ] as const) {
      const res = await report(a, { ...range, ...q });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(nonZero(body.buckets)).toEqual(directCount(registrations, q));
      expect(body.total).toBe(registrations.filter((r) => r.status !== AttendanceStatus.Canceled).length);
    }
    const days = (await report(a, { ...range, Timeframe: 1 })).json();
    expect(days.buckets).toHaveLength(31);
    expect((await report(a, { ...range, timeframe: 'Hours', fractions: 4 })).json().buckets).toHaveLength(31 * 96);

    const atFirst = (await report(a, { ...range, locationIds: [locations[0]] })).json();
    expect(nonZero(atFirst.buckets)).toEqual(directCount(registrations, { timeframe: 'Days' }, (x) => x.locationId === locations[0]));

    // Trainers by name (Adler before Berg); a trainer's registrations are those of their appointments.
    const withTrainers = (await report(a, { ...range, timeframe: 'Days' })).json();
    expect(withTrainers.trainers.map((r: { name: string }) => r.name)).toEqual(['Max Adler', 'Ute Berg']);
    expect(withTrainers).toMatchObject({ page: 1, totalPages: 1 });
    for (const row of withTrainers.trainers as { trainerId: string; registrations: number; availability: string[] }[]) {
      const own = directCount(registrations, { timeframe: 'Days' }, (x) => x.trainerIds.includes(row.trainerId));
      expect(row.registrations).toBe([...own.values()].reduce((s, n) => s + n, 0));
      const teaching = withTrainers.buckets.flatMap((b: { key: string }, i: number) =>
        row.availability[i] === 'AvailableInCourse' ? [b.key] : [],
      );
      expect(teaching.length).toBeGreaterThan(0);
      expect(row.availability.filter((v) => v !== 'AvailableInCourse').every((v) => v === 'Unknown')).toBe(true);
    }
    const onlyUte = (await report(a, { ...range, trainerIds: [trainers[0]] })).json();
    expect(onlyUte.trainers.map((r: { name: string }) => r.name)).toEqual(['Ute Berg']);
    expect(onlyUte.total).toBe(withTrainers.trainers.find((r: { trainerId: string }) => r.trainerId === trainers[0]).registrations);

    // The export holds every trainer and the same figures, in the asked culture.
    const exported = await t.call('POST', '/api/Reports/ExportToExcel/de-DE', { ...range, timeframe: 'Weeks' }, a);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const lines = book
      .getWorksheet('Anmeldungen')!
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    const weeks = (await report(a, { ...range, timeframe: 'Weeks' })).json();
    expect(lines[0]).toEqual([
      'Zeitraum',
      'Anmeldungen',
      ...weeks.trainers.map((r: { name: string; registrations: number }) => `${r.name} (${r.registrations})`),
    ]);
    expect(lines.slice(1).map((l) => l.slice(0, 2))).toEqual(
      weeks.buckets.map((b: { key: string; registrations: number }) => [b.key, b.registrations]),
    );
    expect((await t.call('POST', '/api/Reports/ExportToExcel/fr-FR', range, a)).statusCode).toBe(400);

    // Another company sees none of it.
    const b = userCaller('manager');
    const foreign = (await report(b, { ...range, trainerIds: [trainers[0]] })).json();
    expect(foreign.total).toBe(0);
    expect(foreign.trainers).toEqual([
      { trainerId: trainers[0], name: trainers[0], registrations: 0, availability: Array(31).fill('Unknown') },
    ]);
  });

  it('refuses a bad timeframe or range with validation_failed and is for management only', async () => {
    const admin = userCaller('admin');
    const fields = async (body: object) => {
      const res = await report(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return res.json().details.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ timeframe: 'Years', start: '2026-03-01', end: '2026-03-31' })).toEqual(['timeframe']);
    expect(await fields({ timeframe: 7, start: '2026-03-01', end: '2026-03-31' })).toEqual(['timeframe']);
    expect(await fields({ timeframe: 'Days', start: '2026-03-31', end: '2026-03-01' })).toEqual(['end']);
    expect(await fields({ timeframe: 'Hours', start: '2026-03-01', end: '2026-04-15' })).toEqual(['end']);
    expect(await fields({ timeframe: 'Hours', fractions: 3, start: '2026-03-01', end: '2026-03-02' })).toEqual(['fractions']);
    expect(await fields({ start: '2026-03-01', end: '2026-03-02', page: 0 })).toEqual(['page']);

    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      expect((await report(userCaller(role), { start: '2026-03-01', end: '2026-03-02' })).statusCode).toBe(403);
      const body = { start: '2026-03-01', end: '2026-03-02' };
      expect((await t.call('POST', '/api/Reports/ExportToExcel/en-US', body, userCaller(role))).statusCode).toBe(403);
    }
    const badExport = await t.call(
      'POST',
      '/api/Reports/ExportToExcel/en-US',
      { timeframe: 'Hours', start: '2026-01-01', end: '2026-03-01' },
      admin,
    );
    expect(badExport.statusCode).toBe(400);
    expect(badExport.json().code).toBe('validation_failed');
    expect((await report(admin, { start: '2026-03-01', end: '2026-03-02' })).json()).toMatchObject({
      total: 0,
      trainers: [],
      totalPages: 1,
    });
  });
});

describe('late events of an appointment (retried after a failure while later ones went ahead)', () => {
  // After the creation each test announces (stamped now).
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const fact = (appointmentId: string) => t.db.system((tx) => tx.appointmentFact.findUnique({ where: { appointmentId } }));

  it('keeps the trainers of a newer event when an older one is handled after it', async () => {
    const { companyId } = userCaller('manager');
    const [ute, max, eva] = [randomUUID(), randomUUID(), randomUUID()];
    const created = payloadOf(SchedulingEvents.AppointmentCreated, { trainerIds: [ute] });
    const { appointmentId } = created;
    await t.announce(SchedulingEvents.AppointmentCreated, companyId, created);
    await t.announce(SchedulingEvents.AppointmentTrainersChanged, companyId, { appointmentId, trainerIds: [max] }, { occurredAt: at(20) });
    // Newer than the creation, so its time applies; its trainers are older than their own event's.
    const older = payloadOf(SchedulingEvents.AppointmentUpdated, { ...created, timeFrom: '19:00' });
    await t.announce(SchedulingEvents.AppointmentUpdated, companyId, older, { occurredAt: at(10) });
    expect(await fact(appointmentId)).toMatchObject({ timeFrom: '19:00', trainerIds: [max] });

    await t.announce(SchedulingEvents.AppointmentUpdated, companyId, { ...older, trainerIds: [eva] }, { occurredAt: at(40) });
    await t.announce(SchedulingEvents.AppointmentTrainersChanged, companyId, { appointmentId, trainerIds: [max] }, { occurredAt: at(30) });
    expect((await fact(appointmentId))?.trainerIds).toEqual([eva]);
  });

  it('does not bring back an appointment whose deletion was handled before its creation or trainers', async () => {
    const { companyId } = userCaller('manager');
    const created = payloadOf(SchedulingEvents.AppointmentCreated, { trainerIds: [randomUUID()] });
    const { appointmentId } = created;
    await t.announce(SchedulingEvents.AppointmentDeleted, companyId, { appointmentId }, { occurredAt: at(10) });
    await t.announce(SchedulingEvents.AppointmentCreated, companyId, created);
    await t.announce(SchedulingEvents.AppointmentTrainersChanged, companyId, { appointmentId, trainerIds: [randomUUID()] });
    expect(await fact(appointmentId)).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Free places: scheduling counts the bookings booking confirms, once per event.
const t = useTestService(schedulingService);

async function appointmentOf(caller: ReturnType<typeof userCaller>) {
  const course = (await t.call('POST', '/api/Courses', { Name: 'Pilates', MaxAttendees: 3 }, caller)).json().id as string;
  const dateTimeId = (
    await t.call(
      'POST',
      '/api/DateTimes',
      { CourseId: course, DateFrom: '2031-03-03', DateTill: '2031-03-03', Period: 1, TimeFrom: '10:00', TimeTill: '11:00' },
      caller,
    )
  ).json().id as string;
  await t.call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId }, caller);
  const list = (
    await t.call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, caller)
  ).json();
  return list.value[0] as { id: string; courseId: string };
}

const facts = (appointmentId: string, courseId: string) => ({
  attendanceId: randomUUID(),
  attendeeId: randomUUID(),
  applicationUserId: null,
  appointmentId,
  courseId,
  courseName: 'Pilates',
  date: '2031-03-03',
  timeFrom: '10:00',
  centCost: 0,
});

describe('confirmed bookings per appointment', () => {
  it('counts each confirmed booking once, also when the event is delivered twice', async () => {
    const employee = userCaller('employee');
    const a = await appointmentOf(employee);
    const count = async () =>
      (await t.call('GET', `/api/Appointments/${a.id}`, undefined, employee)).json().countOfAttendancesForTheDate as number;
    expect(await count()).toBe(0);
    const first = await t.emit(BookingEvents.AttendanceConfirmed, employee.companyId, facts(a.id, a.courseId));
    await t.emit(BookingEvents.AttendanceConfirmed, employee.companyId, facts(a.id, a.courseId));
    await eventually(async () => ((await count()) === 2 ? true : undefined));
    await t.redeliver(first);
    await new Promise((r) => setTimeout(r, 500));
    expect(await count()).toBe(2);
  });

  it("leaves another company's appointment alone", async () => {
    const a = userCaller('employee');
    const b = userCaller('employee');
    const appointment = await appointmentOf(a);
    await t.emit(BookingEvents.AttendanceConfirmed, b.companyId, facts(appointment.id, appointment.courseId));
    const other = await t.emit(BookingEvents.AttendanceConfirmed, a.companyId, facts(appointment.id, appointment.courseId));
    expect(other).toBeTruthy();
    await eventually(async () => {
      const n = (await t.call('GET', `/api/Appointments/${appointment.id}`, undefined, a)).json().countOfAttendancesForTheDate as number;
      return n >= 1 ? n : undefined;
    });
    expect((await t.call('GET', `/api/Appointments/${appointment.id}`, undefined, a)).json().countOfAttendancesForTheDate).toBe(1);
  });
});

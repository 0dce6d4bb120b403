import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { schedulingService } from '../src/service.ts';
import { appointmentFixtures } from './appointment-fixtures.ts';

// Changing one appointment: its schedule, room, capacity and note; booked members told on request.
const t = useTestService(schedulingService);
const { call, location, room, appointment, book } = appointmentFixtures(t);

const change = (over: Record<string, unknown> = {}) => ({
  Date: '2031-03-05',
  TimeFrom: '18:00',
  TimeTill: '19:30',
  RoomId: null,
  MaxAttendees: 12,
  Text: 'Bitte Matte mitbringen',
  NotificationSetting: true,
  ...over,
});

const updatesOf = async (id: string) =>
  (await t.outbox('scheduling.appointment.updated')).filter((e) => (e.payload as { appointmentId: string }).appointmentId === id);

describe('updating an appointment', () => {
  it('moves a booked appointment with its bookings and publishes AppointmentUpdated', async () => {
    const a = userCaller('employee');
    const roomId = await room(userCaller('manager', a.companyId), await location(a.companyId));
    const { id, courseId } = await appointment(a);
    await book(id, 2);
    const res = await call('PUT', `/api/Appointments/${id}`, change({ RoomId: roomId }), a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      courseId,
      date: '2031-03-05',
      timeFrom: '18:00',
      timeTill: '19:30',
      roomId,
      maxAttendees: 12,
      text: 'Bitte Matte mitbringen',
      countOfAttendancesForTheDate: 2,
    });
    expect((await call('GET', `/api/Appointments/${id}`, undefined, a)).json()).toMatchObject({ date: '2031-03-05', timeFrom: '18:00' });
    const [event] = await updatesOf(id);
    expect(event).toMatchObject({
      companyId: a.companyId,
      payload: { date: '2031-03-05', timeFrom: '18:00', timeTill: '19:30', maxAttendees: 12, roomId, notify: true },
    });

    await call('PUT', `/api/Appointments/${id}`, change({ NotificationSetting: false, Text: null }), a);
    expect((await updatesOf(id))[1]).toMatchObject({ payload: { notify: false } });
  });

  it('answers validation_failed for bad input, foreign rooms and a date its course time has already', async () => {
    const a = userCaller('manager');
    const { id, courseId } = await appointment(a);
    const other = userCaller('manager');
    const foreignRoom = await room(other, await location(other.companyId));
    const cases: [Record<string, unknown>, string][] = [
      [{ TimeTill: '17:00' }, 'timeTill'],
      [{ TimeFrom: '25:00' }, 'timeFrom'],
      [{ Date: '2031-02-30' }, 'date'],
      [{ MaxAttendees: 0 }, 'maxAttendees'],
      [{ RoomId: foreignRoom }, 'roomId'],
      [{ RoomId: randomUUID() }, 'roomId'],
      [{ RoomId: 'nope' }, 'roomId'],
    ];
    for (const [over, field] of cases) {
      const res = await call('PUT', `/api/Appointments/${id}`, change(over), a);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: { fields: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
    }
    // A second appointment of the same course time on 4 March: moving the first there collides.
    const dt = (await call('GET', `/api/Appointments/${id}`, undefined, a)).json().dateTimeId as string;
    await t.db.system((tx) =>
      tx.appointment.create({
        data: {
          id: randomUUID(),
          companyId: a.companyId,
          courseId,
          dateTimeId: dt,
          date: new Date('2031-03-04'),
          timeFrom: '10:00',
          timeTill: '11:00',
          maxAttendees: 3,
          courseName: 'Pilates',
          courseType: 0,
        },
      }),
    );
    const taken = await call('PUT', `/api/Appointments/${id}`, change({ Date: '2031-03-04' }), a);
    expect(taken.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'date' }] } });
    expect(await updatesOf(id)).toHaveLength(0);
  });

  it("answers 404 for an unknown or another company's appointment, 403 for attendees and trainers", async () => {
    const a = userCaller('employee');
    const { id } = await appointment(a);
    for (const [caller, url, status] of [
      [userCaller('employee'), `/api/Appointments/${id}`, 404],
      [a, `/api/Appointments/${randomUUID()}`, 404],
      [userCaller('attendee', a.companyId), `/api/Appointments/${id}`, 403],
      [userCaller('trainer', a.companyId), `/api/Appointments/${id}`, 403],
    ] as const) {
      expect((await call('PUT', url, change(), caller)).statusCode).toBe(status);
    }
    expect((await call('GET', `/api/Appointments/${id}`, undefined, a)).json()).toMatchObject({ date: '2031-03-03', text: null });
  });
});

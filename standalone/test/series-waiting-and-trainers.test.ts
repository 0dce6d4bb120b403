import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { useSystem } from './use-system.ts';
import { appointmentOn, createTrainer } from './scheduling-fixtures.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Through the gateway: the waiting line of a date-time's series places (AttendeeCourseWaitingPositions)
// and attendances per trainer, whose trainers scheduling announces to booking.
const booted = useSystem('series-waiting');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
type Position = { id: string; attendeeId: string; position: number; lastName?: string };

async function courseTime(api: Tenant['api']) {
  const day = isoDate(new Date(Date.now() + 7 * 86_400_000));
  const course = await api.post<{ id: string }>('/api/Courses', { Name: 'Salsa', MaxAttendees: 2, BookableAsSeries: true });
  return appointmentOn(api, course.id, day, '19:00', '20:00');
}
const member = (api: Tenant['api'], lastName: string) =>
  api.post<{ id: string }>('/api/Attendees', { FirstName: 'Mia', LastName: lastName });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: 'none' }),
    (e: { status: number; body: { code: string } }) => ({ status: e.status, code: e.body.code }),
  );

describe('series waiting line and trainer lists through the gateway', { timeout: 120_000 }, () => {
  it('keeps a waiting line per date-time, refuses bad input and another company', async () => {
    const { api } = await createTenant(booted.system.gatewayUrl);
    const { dateTimeId } = await courseTime(api);
    const [a, b] = [await member(api, 'Adler'), await member(api, 'Berg')];
    const url = '/api/AttendeeCourseWaitingPositions';
    // Booking learns date-times and attendees from events, each on its own: the first call for each
    // member may wait for them (a 404 writes nothing, so it is asked again).
    await eventually(() => api.post(url, { AttendeeId: a.id, DateTimeId: dateTimeId }), 15_000, 'booking read models');
    const [second] = await eventually(
      () =>
        api.post<Position[]>(`${url}/AddMultiple`, {
          AttendeeCourseWaitingPositions: [{ AttendeeId: b.id, DateTimeId: dateTimeId, Position: 1 }],
        }),
      15_000,
      'the second member in booking',
    );
    const list = async () =>
      (
        await api.get<{ value: Position[] }>(
          `/odata/AttendeeCourseWaitingPositions?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`,
        )
      ).value;
    expect((await list()).map((p) => [p.position, p.lastName])).toEqual([
      [1, 'Berg'],
      [2, 'Adler'],
    ]);
    expect(await api.request<Position>('PUT', `${url}/${second!.id}`, { Position: 2 })).toMatchObject({ position: 2 });
    expect((await list()).map((p) => p.lastName)).toEqual(['Adler', 'Berg']);

    expect(await failure(api.post(url, { AttendeeId: a.id, DateTimeId: dateTimeId }))).toEqual({ status: 409, code: 'conflict' });
    expect(await failure(api.post(`${url}/AddMultiple`, { AttendeeCourseWaitingPositions: [] }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failure(api.post(url, { AttendeeId: a.id, DateTimeId: randomUUID() }))).toEqual({ status: 404, code: 'not_found' });

    const other = await createTenant(booted.system.gatewayUrl);
    const theirs = await member(other.api, 'Fremd');
    expect(await failure(other.api.request('PUT', `${url}/${second!.id}`, { Position: 1 }))).toEqual({ status: 404, code: 'not_found' });
    expect(await failure(other.api.request('DELETE', `${url}/${second!.id}`))).toEqual({ status: 404, code: 'not_found' });
    expect(await failure(other.api.post(url, { AttendeeId: theirs.id, DateTimeId: dateTimeId }))).toEqual({
      status: 404,
      code: 'not_found',
    });

    expect(await api.request<Position>('DELETE', `${url}/${(await list())[0]!.id}`)).toMatchObject({ position: 1 });
    expect((await list()).map((p) => [p.position, p.lastName])).toEqual([[1, 'Berg']]);
  });

  it("lists the attendances of a trainer's appointments once scheduling has told booking", async () => {
    const { api } = await createTenant(booted.system.gatewayUrl);
    const trainerId = await createTrainer(api, 'Tom', 'Takt');
    const { appointmentId } = await courseTime(api);
    const attendee = await member(api, 'Cramer');
    await eventually(
      () => api.post('/api/Attendances', { AttendeeId: attendee.id, AppointmentId: appointmentId }),
      15_000,
      'booking read models',
    );
    await eventually(
      () => api.post(`/api/AppointmentTrainers/AddMultiple/${appointmentId}`, { TrainersId: [trainerId] }),
      15_000,
      'scheduling trainers',
    );
    const listed = async () =>
      (await api.get<{ value: { attendeeId: string }[] }>(`/odata/Attendances/GetByTrainerId/${trainerId}`)).value.map((a) => a.attendeeId);
    await eventually(async () => ((await listed()).length ? true : undefined), 15_000, 'trainers in booking');
    expect(await listed()).toEqual([attendee.id]);
    await api.post(`/api/AppointmentTrainers/AddMultiple/${appointmentId}`, { TrainersId: [] });
    await eventually(async () => ((await listed()).length === 0 ? true : undefined), 15_000, 'trainers removed in booking');
  });
});

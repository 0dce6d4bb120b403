import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startService } from '@takt/kit';
import { eventually, gatewayHeaders, userCaller } from '@takt/kit/testing';
import { AttendanceStatus } from '@takt/proto';
import { statisticsService } from '@takt/statistics';
import type { ApiClient } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant } from './skeleton-flow.ts';

// Statistics counts what the other services hold, learned only from their events (decision 0057):
// real bookings through the gateway, then the figures against a direct count of booking's list.
const booted = useSystem('statistics-figures');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const day = isoDate(new Date(Date.now() + 7 * 86_400_000));
const nextYear = isoDate(new Date(Date.now() + 300 * 86_400_000));
interface Result {
  key: string;
  label?: string;
  amount: number;
  nestedResults: Result[];
}
type Row = { id: string; attendeeId: string; appointmentId: string; status: number };

async function appointmentAt(api: ApiClient, courseId: string, timeFrom: string, timeTill: string): Promise<string> {
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
    CourseId: courseId,
    DateFrom: day,
    DateTill: day,
    Period: 1,
    TimeFrom: timeFrom,
    TimeTill: timeTill,
  });
  await api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
  const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
  return (await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value[0]!.id;
}

describe('statistics figures through the gateway', { timeout: 120_000 }, () => {
  it('equal a direct count over booking, per criterion, for the company only; a rebuild from the events agrees', async () => {
    const { api, companyId } = await createTenant(booted.system.gatewayUrl);
    const location = await api.post<{ id: string }>('/api/Locations', { Name: 'Halle Nord', City: 'Köln' });
    const course = await api.post<{ id: string }>('/api/Courses', {
      Name: 'Pilates',
      MaxAttendees: 10,
      CentCost: 1200,
      LocationId: location.id,
    });
    const morning = await appointmentAt(api, course.id, '09:00', '10:00');
    const evening = await appointmentAt(api, course.id, '18:00', '19:00');
    const born = (years: number) => `${Number(day.slice(0, 4)) - years}-01-01`;
    const attendees = await Promise.all(
      [20, 35, 70].map(
        async (age, i) =>
          (await api.post<{ id: string }>('/api/Attendees', { FirstName: `P${i}`, LastName: 'Statistik', Birthday: born(age) })).id,
      ),
    );
    const book = (attendeeId: string, appointmentId: string) =>
      eventually(
        () => api.post<{ id: string }>('/api/Attendances', { AttendeeId: attendeeId, AppointmentId: appointmentId }),
        15_000,
        'booking read model',
      );
    await book(attendees[0]!, morning);
    await book(attendees[1]!, morning);
    await book(attendees[0]!, evening);
    const cancelled = await book(attendees[2]!, evening);
    await api.request('PUT', `/api/Attendances/Cancel/${cancelled.id}`);

    // The direct count: booking's own list of the course's confirmed attendances.
    const filter = encodeURIComponent(`status eq ${AttendanceStatus.Confirmed}`);
    const rows = (await api.get<{ value: Row[] }>(`/odata/Attendances?$filter=${filter}&$top=100`)).value.filter((r) =>
      [morning, evening].includes(r.appointmentId),
    );
    expect(rows).toHaveLength(3);
    const fill = (body: object) =>
      api.post<Result[]>('/api/Statistics/Fill', { StartDate: isoDate(new Date()), EndDate: nextYear, ...body });
    const settled = await eventually(
      async () => {
        const r = await fill({ Type: 'AttendanceCount', Criterion: { Kind: 'Time', Nested: { Kind: 'Age' } } });
        return r[0]!.amount === rows.length ? r : undefined;
      },
      20_000,
      'statistics caught up',
    );
    const byTime = Object.fromEntries(settled[0]!.nestedResults.map((r) => [r.key, r]));
    expect(byTime.antemeridian!.amount).toBe(rows.filter((r) => r.appointmentId === morning).length);
    expect(byTime.evening!.amount).toBe(rows.filter((r) => r.appointmentId === evening).length);
    expect(byTime.antemeridian!.nestedResults.map((r) => [r.key, r.amount])).toEqual([
      ['18-29', 1],
      ['30-44', 1],
    ]);

    const attendeeCount = await fill({ Type: 'AttendeeCount', Criterion: { Kind: 'Location' } });
    expect(attendeeCount[0]!.amount).toBe(new Set(rows.map((r) => r.attendeeId)).size);
    expect(attendeeCount[0]!.nestedResults).toEqual([{ key: location.id, label: 'Halle Nord', amount: 2, nestedResults: [] }]);
    expect((await fill({ Type: 'Revenues' }))[0]!.amount).toBe(rows.length * 12);

    // Another company counts nothing of it, and cannot touch its presets.
    const other = await createTenant(booted.system.gatewayUrl);
    expect(
      (
        await other.api.post<Result[]>('/api/Statistics/Fill', {
          Type: 'AttendanceCount',
          StartDate: isoDate(new Date()),
          EndDate: nextYear,
        })
      )[0]!.amount,
    ).toBe(0);
    const preset = await api.post<{ id: string }>('/api/Statistics/AddPreset', {
      Name: 'Morgens',
      Layout: { Type: 'AttendanceCount', Criterion: { Kind: 'Time' } },
    });
    await expect(other.api.request('DELETE', `/api/Statistics/DeletePreset/${preset.id}`)).rejects.toMatchObject({ status: 404 });
    await expect(
      other.api.request('PUT', '/api/Statistics/UpdatePreset', { Id: preset.id, Name: 'x', Layout: { Type: 'Revenues' } }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await api.get<{ value: { name: string }[] }>('/odata/Statistics/GetPresets()')).value.map((p) => p.name)).toEqual(['Morgens']);

    // Bad input through the gateway: a stable code, never a 500.
    await expect(fill({ Type: 'AttendanceCount', TimeUnit: 'Day', StartDate: '2020-01-01', EndDate: '2026-01-01' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(fill({ Type: 'AttendanceCount', Criterion: { Kind: 'Planet' } })).rejects.toMatchObject({ status: 400 });

    // A rebuild: a fresh database and a new durable consumer replay the streams from the start.
    const rebuilt = await startService(
      { ...statisticsService, name: `statsrebuild${randomUUID().slice(0, 4)}` as 'statistics' },
      booted.env,
    );
    try {
      const caller = userCaller('admin', companyId);
      const url = '/api/Statistics/Fill';
      const body = {
        Type: 'AttendanceCount',
        StartDate: isoDate(new Date()),
        EndDate: nextYear,
        Criterion: { Kind: 'Time', Nested: { Kind: 'Age' } },
      };
      const again = await eventually(
        async () => {
          const res = await rebuilt.app.inject({
            method: 'POST',
            url,
            payload: body,
            headers: gatewayHeaders(booted.env.config, caller, 'POST', url),
          });
          const json = res.json() as Result[];
          return JSON.stringify(json) === JSON.stringify(settled) ? json : undefined;
        },
        30_000,
        'rebuilt figures',
      );
      expect(again).toEqual(settled);
    } finally {
      await rebuilt.close();
    }
  });
});

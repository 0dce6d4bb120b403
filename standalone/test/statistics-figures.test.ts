import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startService } from '@takt/kit';
import { eventually, gatewayHeaders, userCaller } from '@takt/kit/testing';
import { AttendanceStatus } from '@takt/proto';
import { statisticsService } from '@takt/statistics';
import type { ApiClient } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { appointmentOn } from './scheduling-fixtures.ts';
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

const appointmentAt = async (api: ApiClient, courseId: string, timeFrom: string, timeTill: string) =>
  (await appointmentOn(api, courseId, day, timeFrom, timeTill)).appointmentId;

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

    // Departments and renamed locations show their current name (decision 0071).
    const yoga = await api.post<{ id: string }>('/api/Departments', { Name: 'Yoga' });
    await api.post('/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga.id], CourseId: course.id });
    await api.request('PUT', `/api/Locations/${location.id}`, { Name: 'Halle Süd' });
    const byDepartment = { Type: 'AttendanceCount', Criterion: { Kind: 'Department', Nested: { Kind: 'Location' } } };
    const named = await eventually(
      async () => {
        const r = await fill(byDepartment);
        const labels = r[0]!.nestedResults.flatMap((d) => [d.label, ...d.nestedResults.map((l) => l.label)]);
        return JSON.stringify(labels) === JSON.stringify(['Yoga', 'Halle Süd']) ? r : undefined;
      },
      20_000,
      'department and location names',
    );
    expect(named[0]!.nestedResults[0]).toMatchObject({ key: yoga.id, amount: rows.length });

    // Characteristics and single costs (decision 0068): P0 is "Reha"; P1 bought a trial lesson in
    // the month of the attendances, P0 one that was cancelled.
    const [reha] = await api.post<string[]>('/api/references/AddMultiple/Characteristic', { Entries: [{ Name: 'Reha' }] });
    const [trial] = await api.post<string[]>('/api/references/AddMultiple/Cost', { Entries: [{ Name: 'Probestunde', Cost: 900 }] });
    await api.post('/api/ReferenceParents/AddMultiple/CharacteristicAttendee', { ParentId: attendees[0], ReferenceIds: [reha] });
    const charge = (attendeeId: string) =>
      eventually(
        () =>
          api.post<{ positionIds: string[] }>('/api/invoicePositions/AddByCosts', {
            AttendeeId: attendeeId,
            CostEntries: [{ costId: trial, description: 'Probestunde', centCost: 900 }],
            Date: day,
          }),
        15_000,
        'billing read model',
      );
    await charge(attendees[1]!);
    await api.post(`/api/invoicePositions/Cancel/${(await charge(attendees[0]!)).positionIds[0]}`);
    // The direct count: membership's links and billing's uncancelled positions of the cost in that month.
    const linked = (await api.get<{ parentId: string; referenceId: string }[]>('/api/ReferenceParents/GetAll?type=CharacteristicAttendee'))
      .filter((l) => l.referenceId === reha)
      .map((l) => l.parentId);
    const costFilter = encodeURIComponent(`sourceCostId eq ${trial} and canceled eq false`);
    const charged = (
      await api.get<{ value: { forAttendeeId: string; date: string }[] }>(`/odata/invoicePositions?$filter=${costFilter}`)
    ).value
      .filter((p) => p.date.slice(0, 7) === day.slice(0, 7))
      .map((p) => p.forAttendeeId);
    expect([linked, charged]).toEqual([[attendees[0]], [attendees[1]]]);
    const expected = (ids: string[], label: string) => {
      const n = rows.filter((r) => ids.includes(r.attendeeId)).length;
      return [...(n ? [[label, n]] : []), ...(rows.length > n ? [['none', rows.length - n]] : [])];
    };
    const byCriterion = { Type: 'AttendanceCount', Criterion: { Kind: 'Characteristic', Nested: { Kind: 'SingleCost' } } };
    const pairs = (r: Result[]) => r.map((x) => [x.label, x.amount]);
    const criteria = await eventually(
      async () => {
        const r = await fill(byCriterion);
        const singleCosts = pairs(r[0]!.nestedResults.flatMap((x) => x.nestedResults));
        return singleCosts.some(([label]) => label === 'Probestunde') && r[0]!.nestedResults.some((x) => x.label === 'Reha')
          ? r
          : undefined;
      },
      20_000,
      'characteristics and single costs',
    );
    expect(pairs(criteria[0]!.nestedResults)).toEqual(expected(linked, 'Reha'));
    expect(pairs((await fill({ Type: 'AttendanceCount', Criterion: { Kind: 'SingleCost' } }))[0]!.nestedResults)).toEqual(
      expected(charged, 'Probestunde'),
    );
    expect((await fill({ Type: 'AttendanceCount', CostIds: [trial] }))[0]!.amount).toBe(
      rows.filter((r) => charged.includes(r.attendeeId)).length,
    );

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
    const foreign = await other.api.post<Result[]>('/api/Statistics/Fill', {
      ...byCriterion,
      StartDate: isoDate(new Date()),
      EndDate: nextYear,
      CharacteristicIds: [reha],
      CostIds: [trial],
      DepartmentIds: [yoga.id],
    });
    expect(foreign[0]).toMatchObject({ amount: 0, nestedResults: [] });
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
      const range = { StartDate: isoDate(new Date()), EndDate: nextYear };
      const layouts: [object, Result[]][] = [
        [{ Type: 'AttendanceCount', Criterion: { Kind: 'Time', Nested: { Kind: 'Age' } } }, settled],
        [byCriterion, criteria],
        [byDepartment, named],
      ];
      for (const [layout, before] of layouts) {
        const again = await eventually(
          async () => {
            const res = await rebuilt.app.inject({
              method: 'POST',
              url,
              payload: { ...layout, ...range },
              headers: gatewayHeaders(booted.env.config, caller, 'POST', url),
            });
            const json = res.json() as Result[];
            return JSON.stringify(json) === JSON.stringify(before) ? json : undefined;
          },
          30_000,
          'rebuilt figures',
        );
        expect(again).toEqual(before);
      }
    } finally {
      await rebuilt.close();
    }
  });
});

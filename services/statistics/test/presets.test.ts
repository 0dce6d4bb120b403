import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { asTenant } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { statisticsService } from '../src/service.ts';

const t = useTestService(statisticsService);
const layout = { Type: 'AttendanceCount', TimeUnit: 'Month', Criterion: { Kind: 'Course', Nested: { Kind: 'Trainer' } } };
const presetCount = (companyId: string) => asTenant(companyId, () => t.db.tx((tx) => tx.statisticsPreset.count()));

describe('statistics presets', () => {
  it('adds, lists by name, updates and deletes; another company sees none of it', async () => {
    const a = userCaller('manager');
    const b = userCaller('admin');
    const zumba = (await t.call('POST', '/api/Statistics/AddPreset', { Name: 'Zumba', Layout: layout }, a)).json();
    const added = await t.call('POST', '/api/Statistics/AddPreset', { Name: 'Aerobic', Layout: { Type: 'Revenues' } }, a);
    expect(added.statusCode).toBe(200);
    const list = (await t.call('GET', '/odata/Statistics/GetPresets()?$count=true', undefined, a)).json();
    expect(list.value.map((p: { name: string }) => p.name)).toEqual(['Aerobic', 'Zumba']);
    expect(list.value[1].layout).toEqual({
      type: 'AttendanceCount',
      timeUnit: 'Month',
      criterion: { kind: 'Course', nested: { kind: 'Trainer' } },
    });
    expect(list['@odata.count']).toBe(2);

    const updated = await t.call(
      'PUT',
      '/api/Statistics/UpdatePreset',
      { Id: zumba.id, Name: 'Zumba 2', Layout: { Type: 'AttendeeCount' } },
      a,
    );
    expect(updated.json()).toMatchObject({ id: zumba.id, name: 'Zumba 2', layout: { type: 'AttendeeCount', timeUnit: 'All' } });

    // Another company: empty list, 404 on update and delete, nothing changed.
    expect((await t.call('GET', '/odata/Statistics/GetPresets()', undefined, b)).json().value).toEqual([]);
    const foreignUpdate = await t.call('PUT', '/api/Statistics/UpdatePreset', { Id: zumba.id, Name: 'x', Layout: layout }, b);
    expect(foreignUpdate.statusCode).toBe(404);
    expect(foreignUpdate.json().code).toBe('not_found');
    expect((await t.call('DELETE', `/api/Statistics/DeletePreset/${zumba.id}`, undefined, b)).statusCode).toBe(404);
    expect(await presetCount(a.companyId)).toBe(2);

    expect((await t.call('DELETE', `/api/Statistics/DeletePreset/${zumba.id}`, undefined, a)).statusCode).toBeLessThan(300);
    expect(await presetCount(a.companyId)).toBe(1);
    expect((await t.call('DELETE', `/api/Statistics/DeletePreset/${zumba.id}`, undefined, a)).statusCode).toBe(404);
  });

  it('refuses bad presets with field errors and changes nothing', async () => {
    const a = userCaller('manager');
    const cases = [
      [{ Name: '', Layout: layout }, 'name'],
      [{ Name: 'x', Layout: { Type: 'Nonsense' } }, 'layout.type'],
      [{ Name: 'x', Layout: { ...layout, Criterion: { Kind: 'Shoe' } } }, 'layout.criterion.kind'],
      [{ Name: 'x', Layout: { ...layout, AgeRanges: [{ From: 30, Till: 20 }] } }, 'layout.ageRanges.0.till'],
      [{ Name: 'x', Layout: { ...layout, TimeRanges: [{ From: '25:00', Till: '26:00' }] } }, 'layout.timeRanges.0.from'],
      [{ Name: 'x', Layout: { ...layout, CourseIds: ['not-a-uuid'] } }, 'layout.courseIds.0'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/Statistics/AddPreset', body, a);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const deep = { Kind: 'Course', Nested: { Kind: 'Room', Nested: { Kind: 'Age', Nested: { Kind: 'Time' } } } };
    expect((await t.call('POST', '/api/Statistics/AddPreset', { Name: 'x', Layout: { ...layout, Criterion: deep } }, a)).statusCode).toBe(
      400,
    );
    expect((await t.call('PUT', '/api/Statistics/UpdatePreset', { Id: 'nope', Name: 'x', Layout: layout }, a)).statusCode).toBe(400);
    expect(await presetCount(a.companyId)).toBe(0);
  });

  it('is for admins and managers with the statistics permission only', async () => {
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const caller = userCaller(role);
      expect((await t.call('GET', '/odata/Statistics/GetPresets()', undefined, caller)).statusCode, role).toBe(403);
      expect((await t.call('POST', '/api/Statistics/AddPreset', { Name: 'x', Layout: layout }, caller)).statusCode, role).toBe(403);
      expect(await presetCount(caller.companyId)).toBe(0);
    }
  });
});

describe('statistics export', () => {
  it('writes the rows the screen shows into a workbook, labels indented by level', async () => {
    const rows = [
      { key: '2026-03', amount: 3, nestedResults: [{ key: 'c1', label: 'Yoga', amount: 3, nestedResults: [] }] },
      { key: '2026-04', amount: 0, nestedResults: [] },
    ];
    const res = await t.call(
      'POST',
      '/api/Statistics/ExportToExcel/de',
      { StartDate: '2026-03-01', EndDate: '2026-04-30', Rows: rows },
      userCaller('manager'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Statistik')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Zeitraum', '2026-03-01', '2026-04-30'],
      ['Ebene 1', 'Ebene 2', 'Wert'],
      ['2026-03', '', 3],
      ['', 'Yoga', 3],
      ['2026-04', '', 0],
    ]);
    expect(
      (
        await t.call(
          'POST',
          '/api/Statistics/ExportToExcel/fr',
          { StartDate: '2026-03-01', EndDate: '2026-04-30', Rows: [] },
          userCaller('manager'),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          'POST',
          '/api/Statistics/ExportToExcel/en',
          { StartDate: '2026-03-01', EndDate: '2026-04-30', Rows: [] },
          userCaller('employee'),
        )
      ).statusCode,
    ).toBe(403);
  });
});

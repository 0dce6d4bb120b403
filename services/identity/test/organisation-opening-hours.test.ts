import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';
import { organisationFixtures } from './organisation-fixtures.ts';

const t = useTestService(identityService);
const call = t.call;
const { manager, location } = organisationFixtures(t);

describe('opening hours', () => {
  it('replaces the hours of a location and renders their text lines', async () => {
    const m = await manager();
    const studio = await location(m, { Name: 'Studio' });
    const saved = await call(
      'POST',
      '/api/LocationOpeningHours/AddMultiple',
      {
        LocationId: studio,
        OpeningHours: [
          { FromWeekDay: 1, TillWeekDay: 5, FromTime: '09:00', TillTime: '18:00' },
          { FromWeekDay: 6, FromTime: '10:00', TillTime: '14:00' },
          { FromWeekDay: 0, Closed: true, FromTime: '10:00', TillTime: '11:00' },
          { FromTime: '19:00', TillTime: '21:00' },
        ],
      },
      m,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const got = (
      await call('GET', `/api/LocationOpeningHours/GetByLocation/${studio}`, undefined, userCaller('trainer', m.companyId))
    ).json();
    expect(got.map((h: { textDe: string }) => h.textDe)).toEqual([
      'Mo–Fr 09:00–18:00',
      'Sa 10:00–14:00',
      'So geschlossen',
      'Mo 19:00–21:00',
    ]);
    expect(got.map((h: { textEn: string }) => h.textEn)).toEqual([
      'Mon–Fri 09:00–18:00',
      'Sat 10:00–14:00',
      'Sun closed',
      'Mon 19:00–21:00',
    ]);
    expect(got[2]).toMatchObject({ closed: true, fromTime: null, tillTime: null });
    expect(got[3]).toMatchObject({ fromWeekDay: 1, tillWeekDay: null });

    await call(
      'POST',
      '/api/LocationOpeningHours/AddMultiple',
      { LocationId: studio, OpeningHours: [{ FromWeekDay: 2, Closed: true }] },
      m,
    );
    expect(
      (await call('GET', `/api/LocationOpeningHours/GetByLocation/${studio}`, undefined, m))
        .json()
        .map((h: { textDe: string }) => h.textDe),
    ).toEqual(['Di geschlossen']);
  });

  it('refuses open hours without times, end before start, bad times and days', async () => {
    const m = await manager();
    const studio = await location(m, { Name: 'Studio' });
    const fields = async (entry: Record<string, unknown>) => {
      const res = await call('POST', '/api/LocationOpeningHours/AddMultiple', { LocationId: studio, OpeningHours: [entry] }, m);
      expect(res.statusCode).toBe(400);
      return res.json().details.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ FromWeekDay: 1 })).toEqual(['openingHours.0.fromTime', 'openingHours.0.tillTime']);
    expect(await fields({ FromTime: '18:00', TillTime: '09:00' })).toEqual(['openingHours.0.tillTime']);
    expect(await fields({ FromTime: '25:00', TillTime: '26:00' })).toEqual(['openingHours.0.fromTime', 'openingHours.0.tillTime']);
    expect(await fields({ FromWeekDay: 7, Closed: true })).toEqual(['openingHours.0.fromWeekDay']);
    expect(
      (
        await call(
          'POST',
          '/api/LocationOpeningHours/AddMultiple',
          { LocationId: studio, OpeningHours: [] },
          userCaller('employee', m.companyId),
        )
      ).statusCode,
    ).toBe(403);
  });
});

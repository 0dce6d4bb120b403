import { describe, expect, it } from 'vitest';
import { localDate as localToday } from '@takt/kit';
import { nowWallMinutes, wallMinutes } from '@takt/proto';
import { clashes, hasStarted, isLateCancellation } from './appointment-time.ts';

describe('nowWallMinutes', () => {
  it.each([
    ['winter: Berlin is UTC+1', '2026-12-01T17:30:00Z', 'Europe/Berlin', '2026-12-01', '18:30'],
    ['summer: Berlin is UTC+2', '2026-07-01T17:30:00Z', 'Europe/Berlin', '2026-07-01', '19:30'],
    ['midnight rolls the date', '2026-12-31T23:30:00Z', 'Europe/Berlin', '2027-01-01', '00:30'],
    ['UTC', '2026-12-01T00:05:00Z', 'UTC', '2026-12-01', '00:05'],
  ])('%s', (_, instant, zone, date, time) => {
    expect(nowWallMinutes(new Date(instant), zone)).toBe(wallMinutes(date, time));
  });
});

describe('hasStarted', () => {
  const now = wallMinutes('2026-12-01', '18:00');
  it.each([
    ['an hour before', '2026-12-01', '19:00', false],
    ['a minute before', '2026-12-01', '18:01', false],
    ['at the start', '2026-12-01', '18:00', true],
    ['earlier that day', '2026-12-01', '09:00', true],
    ['yesterday', '2026-11-30', '23:59', true],
    ['tomorrow, early', '2026-12-02', '00:00', false],
  ])('%s', (_, date, timeFrom, expected) => {
    expect(hasStarted(date, timeFrom, now)).toBe(expected);
  });
});

describe('isLateCancellation', () => {
  const now = wallMinutes('2026-12-01', '18:00');
  it.each([
    ['two days before, window 24 h', '2026-12-03', '18:00', 24, false],
    ['exactly 24 h before', '2026-12-02', '18:00', 24, false],
    ['23 h 59 before', '2026-12-02', '17:59', 24, true],
    ['after the start', '2026-12-01', '17:00', 24, true],
    ['window 0: only after the start', '2026-12-01', '18:01', 0, false],
    ['window 0, at the start', '2026-12-01', '18:00', 0, false],
    ['window 2 h, an hour before', '2026-12-01', '19:00', 2, true],
  ])('%s', (_, date, timeFrom, windowHours, expected) => {
    expect(isLateCancellation(date, timeFrom, now, windowHours)).toBe(expected);
  });
});

describe('local today', () => {
  it('is the studio’s date, not UTC’s, around midnight', () => {
    expect(localToday(new Date('2026-11-24T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-25');
    expect(localToday(new Date('2026-07-24T21:59:00Z'), 'Europe/Berlin')).toBe('2026-07-24');
    expect(localToday(new Date('2026-07-24T22:00:00Z'), 'Europe/Berlin')).toBe('2026-07-25');
  });
});

describe('clashing appointments', () => {
  const at = (date: string, timeFrom: string, timeTill: string) => ({ date, timeFrom, timeTill });
  it.each([
    ['the same slot', at('2026-12-01', '18:00', '19:00'), at('2026-12-01', '18:00', '19:00'), true],
    ['an overlap at the end', at('2026-12-01', '18:00', '19:00'), at('2026-12-01', '18:30', '19:30'), true],
    ['one inside the other', at('2026-12-01', '17:00', '21:00'), at('2026-12-01', '18:00', '19:00'), true],
    ['touching ends', at('2026-12-01', '18:00', '19:00'), at('2026-12-01', '19:00', '20:00'), false],
    ['another day, same time', at('2026-12-01', '18:00', '19:00'), at('2026-12-02', '18:00', '19:00'), false],
    ['before on the same day', at('2026-12-01', '09:00', '10:00'), at('2026-12-01', '18:00', '19:00'), false],
  ])('%s', (_, a, b, expected) => {
    expect(clashes(a, b)).toBe(expected);
    expect(clashes(b, a)).toBe(expected);
  });
});

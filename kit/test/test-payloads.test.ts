import { describe, expect, it } from 'vitest';
import {
  AuditEvents,
  BillingEvents,
  BookingEvents,
  GdprEvents,
  IdentityEvents,
  MembershipEvents,
  SchedulingEvents,
  type EventDef,
} from '@takt/proto';
import { payloadOf } from '../src/testing/index.ts';

const isEvent = (v: unknown): v is EventDef => typeof v === 'object' && v !== null && 'subject' in v && 'payload' in v;
const allEvents = [AuditEvents, BillingEvents, BookingEvents, GdprEvents, IdentityEvents, MembershipEvents, SchedulingEvents].flatMap(
  (ns) => Object.values(ns).filter(isEvent),
);

describe('payloadOf', () => {
  it('builds a schema-valid payload for every event proto declares', () => {
    expect(allEvents.length).toBeGreaterThanOrEqual(11);
    for (const def of allEvents) expect(() => payloadOf(def), def.subject).not.toThrow();
  });

  it('puts overrides over fresh defaults', () => {
    const a = payloadOf(BookingEvents.AttendanceConfirmed, { courseName: 'Pilates', centCost: 990 });
    const b = payloadOf(BookingEvents.AttendanceConfirmed);
    expect(a).toMatchObject({ courseName: 'Pilates', centCost: 990, timeFrom: '18:00' });
    expect(a.attendanceId).not.toBe(b.attendanceId);
  });

  it('refuses overrides the schema refuses', () => {
    expect(() => payloadOf(SchedulingEvents.AppointmentCreated, { maxAttendees: 1.5 })).toThrow();
    expect(() => payloadOf({ subject: 'unknown.thing', version: 1, payload: IdentityEvents.LocationCreated.payload })).toThrow(
      /no test payload/,
    );
  });
});

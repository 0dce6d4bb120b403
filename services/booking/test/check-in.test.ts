import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asTenant, localDate } from '@takt/kit';
import { clearOfMidnight, CLEAR_OF_MIDNIGHT_MS, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceSource, IdentityEvents, MembershipEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { upsertCompanySettings } from '../src/store/company-settings-view.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// The door: a member's signed, revocable code checks them in for today's bookings and into the location.
const t = useTestService(bookingService);
beforeAll(() => clearOfMidnight(), CLEAR_OF_MIDNIGHT_MS);
const { appointment, attendee, book } = bookingFixtures(t);
const today = () => localDate(new Date(), 'Europe/Berlin');

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name: 'Studio Mitte' });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
const codeOf = async (caller: Caller, attendeeId: string) =>
  (await t.call('GET', `/api/qrCodes/Personal/${attendeeId}`, undefined, caller)).json().code as string;
const scan = (caller: Caller, code: string, locationId: string) =>
  t.call('POST', '/api/checkIn/Scan', { Code: code, LocationId: locationId }, caller);

describe('check-in by code', () => {
  it("checks a member in for today's confirmed bookings once and enters them at the location", async () => {
    const trainer = userCaller('trainer');
    const loc = await location(trainer.companyId);
    const member = await attendee(trainer.companyId);
    const tonight = await appointment(trainer.companyId, 5, { date: today(), timeFrom: '23:59' });
    const later = await appointment(trainer.companyId, 5);
    const booked = (await book(trainer, tonight, member)).json();
    await book(trainer, later, member);

    const first = await scan(trainer, await codeOf(trainer, member), loc);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      attendeeId: member,
      fullName: 'Muster, Max',
      membershipValid: true,
      warnInvalidMembership: false,
      notes: [],
      checkedIn: [{ id: booked.id, source: AttendanceSource.CheckIn }],
      presence: { attendeeId: member, locationId: loc, isOnline: true, attendanceIds: [booked.id] },
    });
    const checkedInDate = first.json().checkedIn[0].checkedInDate;
    expect(checkedInDate).toBeTruthy();

    const again = (await scan(trainer, ` ${await codeOf(trainer, member)} `, loc)).json();
    expect(again.presence.id).toBe(first.json().presence.id);
    expect(again.checkedIn[0].checkedInDate).toBe(checkedInDate);
  });

  it('warns about a member without a valid membership and checks in a visit without bookings', async () => {
    const staff = userCaller('employee');
    const loc = await location(staff.companyId);
    const attendeeId = randomUUID();
    const lapsed = [{ membershipTypeId: randomUUID(), fromDate: '2020-01-01', tillDate: '2020-12-31' }];
    await t.announce(
      MembershipEvents.AttendeeCreated,
      staff.companyId,
      payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, memberships: lapsed }),
    );
    const res = (await scan(staff, await codeOf(staff, attendeeId), loc)).json();
    // No settings saved yet: the spec's default shows the membership warning.
    expect(res).toMatchObject({ membershipValid: false, warnInvalidMembership: true, checkedIn: [], presence: { isOnline: true } });
  });

  it('refuses forged, foreign, revoked and bare codes and unknown locations, changing nothing', async () => {
    const staff = userCaller('manager');
    const other = userCaller('manager');
    const loc = await location(staff.companyId);
    const member = await attendee(staff.companyId);
    const stranger = await attendee(other.companyId);
    const old = await codeOf(staff, member);
    const revoked = await t.call('POST', `/api/qrCodes/Personal/${member}/Revoke`, undefined, staff);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().code).not.toBe(old);
    const forged = `${old.slice(0, -2)}xx`;
    for (const code of [old, forged, member, 'TAKT1.nonsense', await codeOf(other, stranger)]) {
      expect((await scan(staff, code, loc)).json().code, code).toBe('token_invalid');
    }
    expect((await scan(staff, revoked.json().code, randomUUID())).json().code).toBe('validation_failed');
    expect((await scan(staff, '', loc)).json().code).toBe('validation_failed');
    expect((await t.call('POST', '/api/Presences/CountOnline', {}, staff)).json().count).toBe(0);
    expect((await scan(staff, revoked.json().code, loc)).statusCode).toBe(200);
  });

  it("answers 404 for another company's member, gives a member their own code and keeps members off the door", async () => {
    const staff = userCaller('employee');
    const other = userCaller('employee');
    const login = randomUUID();
    const member = await attendee(staff.companyId, login);
    expect((await t.call('GET', `/api/qrCodes/Personal/${member}`, undefined, other)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/qrCodes/Personal/${member}/Revoke`, undefined, other)).statusCode).toBe(404);
    const self = userCaller('attendee', staff.companyId, login);
    const mine = await t.call('GET', '/api/qrCodes/MyCode', undefined, self);
    expect(mine.json()).toEqual({ attendeeId: member, code: await codeOf(staff, member) });
    expect((await t.call('GET', '/api/qrCodes/MyCode', undefined, userCaller('attendee', staff.companyId))).json()).toEqual({
      attendeeId: null,
      code: null,
    });
    expect((await t.call('GET', '/api/qrCodes/MyCode', undefined, staff)).statusCode).toBe(403);
    expect((await scan(self, mine.json().code, randomUUID())).statusCode).toBe(403);
  });

  it("shows the bookings' notes as the newest company settings say; an older settings event delivered late changes nothing", async () => {
    const staff = userCaller('employee');
    const loc = await location(staff.companyId);
    const member = await attendee(staff.companyId);
    const tonight = await appointment(staff.companyId, 5, { date: today(), timeFrom: '23:59' });
    const booked = await t.call(
      'POST',
      '/api/Attendances',
      { AttendeeId: member, AppointmentId: tonight, Note: 'Schlüssel abholen' },
      staff,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await scan(staff, await codeOf(staff, member), loc)).json().notes).toEqual([]);

    const settings = (showCheckinNotePopup: boolean) => payloadOf(IdentityEvents.SettingsSaved, { showCheckinNotePopup });
    await t.announce(IdentityEvents.SettingsSaved, staff.companyId, settings(true));
    const older = new Date(Date.now() - 60_000);
    await asTenant(staff.companyId, () => t.db.tx((tx) => upsertCompanySettings(tx, staff.companyId, settings(false), older)));
    expect((await scan(staff, await codeOf(staff, member), loc)).json().notes).toEqual(['Schlüssel abholen']);
  });
});

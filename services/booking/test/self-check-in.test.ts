import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { clearOfMidnight, CLEAR_OF_MIDNIGHT_MS, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceSource, IdentityEvents, MembershipEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Self check-in (decision 0044): a member scans a location or course code and is checked in for
// today's bookings there and into the location, as the code's window, GPS and phrase allow.
const t = useTestService(bookingService);
beforeAll(() => clearOfMidnight(), CLEAR_OF_MIDNIGHT_MS);
const { appointment, attendee } = bookingFixtures(t);
const today = () => localDate(new Date(), 'Europe/Berlin');
const studio = { Lat: 52.5208, Lng: 13.4094 };

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name: 'Studio Mitte' });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
async function course(companyId: string, locationId: string | null): Promise<string> {
  const p = payloadOf(SchedulingEvents.CourseCreated, { name: 'Pilates', locationId });
  await t.announce(SchedulingEvents.CourseCreated, companyId, p);
  return p.courseId;
}
async function qrCode(staff: Caller, body: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const created = await t.call('POST', '/api/qrCodes', { Name: 'Eingang', ...body }, staff);
  expect(created.statusCode, created.body).toBe(200);
  return (await t.call('GET', `/api/qrCodes/${created.json().id}`, undefined, staff)).json();
}
const selfCheckIn = (caller: Caller, body: Record<string, unknown>) => t.call('POST', '/api/checkIn/SelfCheckIn', body, caller);
const bookToday = async (staff: Caller & { companyId: string }, courseId: string, attendeeId: string, note?: string) => {
  const appointmentId = await appointment(staff.companyId, 5, { date: today(), timeFrom: '23:59', courseId });
  const res = await t.call('POST', '/api/Attendances', { AttendeeId: attendeeId, AppointmentId: appointmentId, Note: note }, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const presences = (staff: Caller) => t.call('POST', '/api/Presences/CountOnline', {}, staff).then((r) => r.json().count as number);
const presenceRows = (companyId: string) => t.db.system((tx) => tx.presence.findMany({ where: { companyId } }));

describe('self check-in with a location or course code', () => {
  it("checks a member in for today's bookings at the location, once, and keeps the phone's position", async () => {
    const staff = userCaller('manager');
    const login = randomUUID();
    const member = await attendee(staff.companyId, login);
    const loc = await location(staff.companyId);
    const elsewhere = await location(staff.companyId);
    const here = await bookToday(staff, await course(staff.companyId, loc), member, 'Matte mitbringen');
    const unknownPlace = await bookToday(staff, randomUUID(), member);
    await bookToday(staff, await course(staff.companyId, elsewhere), member, 'Andere Halle');
    await t.announce(
      IdentityEvents.SettingsSaved,
      staff.companyId,
      payloadOf(IdentityEvents.SettingsSaved, { showCheckinNotePopup: true, showCheckinInvalidMembershipPopup: true }),
    );
    const qr = await qrCode(staff, { LocationId: loc, CheckGps: true, SaveGpsByCheck: true, ...studio, SecurityPhrase: 'Blauer Hai' });
    const me = userCaller('attendee', staff.companyId, login);

    const res = await selfCheckIn(me, { Code: qr.code, Lat: 52.5215, Lng: 13.4094, SecurityPhrase: 'blauer hai' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      attendeeId: member,
      fullName: 'Muster, Max',
      qrCodeName: 'Eingang',
      membershipValid: true,
      warnInvalidMembership: false,
      notes: ['Matte mitbringen'],
      presence: { attendeeId: member, locationId: loc, isOnline: true },
    });
    expect(
      res
        .json()
        .checkedIn.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([here, unknownPlace].sort());
    expect(res.json().checkedIn.every((a: { source: number }) => a.source === AttendanceSource.CheckIn)).toBe(true);
    expect(await presenceRows(staff.companyId)).toMatchObject([{ qrCodeId: qr.id, lat: 52.5215, lng: 13.4094, attendeeId: member }]);

    const again = (await selfCheckIn(me, { Code: qr.code, Lat: 52.5215, Lng: 13.4094, SecurityPhrase: 'Blauer Hai' })).json();
    expect(again.presence.id).toBe(res.json().presence.id);
    expect(again.checkedIn.find((a: { id: string }) => a.id === here).checkedInDate).toBe(
      res.json().checkedIn.find((a: { id: string }) => a.id === here).checkedInDate,
    );
  });

  it("checks in only the course's bookings with a course code, warns as the company says, and lets staff clock in", async () => {
    const staff = userCaller('manager');
    const login = randomUUID();
    const attendeeId = randomUUID();
    const lapsed = [{ membershipTypeId: randomUUID(), fromDate: '2020-01-01', tillDate: '2020-12-31' }];
    await t.announce(
      MembershipEvents.AttendeeCreated,
      staff.companyId,
      payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, applicationUserId: login, memberships: lapsed }),
    );
    const loc = await location(staff.companyId);
    const pilates = await course(staff.companyId, loc);
    const booked = await bookToday(staff, pilates, attendeeId, 'Knie schonen');
    await bookToday(staff, await course(staff.companyId, loc), attendeeId);
    const qr = await qrCode(staff, { CourseId: pilates, ValidFrom: today(), ValidTill: today() });

    const res = (await selfCheckIn(userCaller('attendee', staff.companyId, login), { Code: qr.code })).json();
    expect(res).toMatchObject({ membershipValid: false, warnInvalidMembership: true, notes: [], presence: { locationId: loc } });
    expect(res.checkedIn.map((a: { id: string }) => a.id)).toEqual([booked]);
    // Without GPS checking nothing of the position is kept.
    expect((await presenceRows(staff.companyId))[0]).toMatchObject({ qrCodeId: qr.id, lat: null, lng: null });

    const trainer = userCaller('trainer', staff.companyId);
    const clocked = (await selfCheckIn(trainer, { Code: qr.code })).json();
    expect(clocked).toMatchObject({ attendeeId: null, checkedIn: [], presence: { applicationUserId: trainer.userId, role: 'trainer' } });

    const nowhere = await qrCode(staff, { CourseId: await course(staff.companyId, null) });
    expect((await selfCheckIn(userCaller('attendee', staff.companyId, login), { Code: nowhere.code })).json()).toMatchObject({
      presence: null,
      checkedIn: [],
    });
  });

  it('refuses expired, inactive, forged, foreign, far and wrongly phrased codes, each with its code, writing nothing', async () => {
    const staff = userCaller('manager');
    const other = userCaller('manager');
    const login = randomUUID();
    const member = await attendee(staff.companyId, login);
    const loc = await location(staff.companyId);
    const booked = await bookToday(staff, await course(staff.companyId, loc), member);
    const me = userCaller('attendee', staff.companyId, login);
    const good = await qrCode(staff, { LocationId: loc });
    const foreign = await qrCode(other, { LocationId: await location(other.companyId) });
    const personal = (await t.call('GET', `/api/qrCodes/Personal/${member}`, undefined, staff)).json().code;
    const deleted = await qrCode(staff, { LocationId: loc });
    await t.call('DELETE', `/api/qrCodes/${deleted.id}`, undefined, staff);
    const [prefix, company, id, sig] = good.code.split('.');
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['expired', { Code: (await qrCode(staff, { LocationId: loc, ValidTill: inDays(-1) })).code }, 409, 'qr_code_expired'],
      ['not yet valid', { Code: (await qrCode(staff, { LocationId: loc, ValidFrom: inDays(2) })).code }, 409, 'qr_code_not_yet_valid'],
      ['inactive', { Code: (await qrCode(staff, { LocationId: loc, Active: false })).code }, 409, 'qr_code_inactive'],
      ['forged', { Code: [prefix, company, randomUUID(), sig].join('.') }, 400, 'token_invalid'],
      ['a bare id', { Code: id }, 400, 'token_invalid'],
      ['a member code', { Code: personal }, 400, 'token_invalid'],
      ['deleted', { Code: deleted.code }, 400, 'token_invalid'],
      ["another company's", { Code: foreign.code }, 400, 'token_invalid'],
      ['empty', { Code: ' ' }, 400, 'validation_failed'],
    ];
    const gps = (await qrCode(staff, { LocationId: loc, CheckGps: true, ...studio })).code;
    cases.push(['without a position', { Code: gps }, 400, 'position_required']);
    cases.push(['too far away', { Code: gps, Lat: 52.5308, Lng: 13.4094 }, 409, 'check_in_too_far']);
    cases.push(['a bad position', { Code: gps, Lat: 95, Lng: 13.4 }, 400, 'validation_failed']);
    const phrase = (await qrCode(staff, { LocationId: loc, SecurityPhrase: 'Blau' })).code;
    cases.push(['a wrong phrase', { Code: phrase, SecurityPhrase: 'Rot' }, 400, 'security_phrase_wrong']);
    cases.push(['no phrase', { Code: phrase }, 400, 'security_phrase_wrong']);
    for (const [what, body, status, code] of cases) {
      const res = await selfCheckIn(me, body);
      expect([res.statusCode, res.json().code], what).toEqual([status, code]);
    }
    expect(await presences(staff)).toBe(0);
    const attendance = await t.db.system((tx) => tx.attendance.findUniqueOrThrow({ where: { id: booked } }));
    expect(attendance).toMatchObject({ checkedInDate: null, source: AttendanceSource.Manual });

    expect((await selfCheckIn(userCaller('interested', staff.companyId), { Code: good.code })).statusCode).toBe(403);
    expect((await selfCheckIn(me, { Code: good.code })).statusCode).toBe(200);
  });
});

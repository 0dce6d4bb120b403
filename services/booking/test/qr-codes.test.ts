import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Location and course QR codes (spec section 7 "QR codes"): staff manage them; their text is signed.
const t = useTestService(bookingService);
const { attendee } = bookingFixtures(t);

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name: 'Studio Nord' });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
async function course(companyId: string, locationId: string | null = null): Promise<string> {
  const p = payloadOf(SchedulingEvents.CourseCreated, { name: 'Yoga', locationId });
  await t.announce(SchedulingEvents.CourseCreated, companyId, p);
  return p.courseId;
}
const create = (caller: Caller, body: Record<string, unknown>) => t.call('POST', '/api/qrCodes', body, caller);
const codesAt = (caller: Caller, locationId: string, query = '') =>
  t.call('GET', `/api/qrCodes/GetByLocationId/${locationId}${query}`, undefined, caller);

describe('location and course QR codes', () => {
  it('creates, reads, filters, changes and deletes a location code whose text is signed', async () => {
    const staff = userCaller('manager');
    const loc = await location(staff.companyId);
    const created = await create(staff, {
      Name: 'Eingang',
      LocationId: loc,
      ValidFrom: inDays(-1),
      ValidTill: inDays(30),
      Lat: 52.52,
      Lng: 13.405,
      CheckGps: true,
      SaveGpsByCheck: true,
      SecurityPhrase: ' Blau ',
      Address: 'Alexanderplatz 1, Berlin',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const one = (await t.call('GET', `/api/qrCodes/${id}`, undefined, staff)).json();
    expect(one).toMatchObject({
      id,
      name: 'Eingang',
      locationId: loc,
      courseId: null,
      active: true,
      checkGps: true,
      securityPhrase: 'Blau',
    });
    expect(one.validTill).toBe(inDays(30));
    expect(one.code).toMatch(/^TAKTP1\./);
    expect(one.qrCodeUrl).toBe(`/self-checkin?code=${encodeURIComponent(one.code)}`);

    const expired = (await create(staff, { Name: 'Sommer', LocationId: loc, ValidTill: inDays(-2) })).json().id;
    const off = (await create(staff, { Name: 'Alt', LocationId: loc, Active: false })).json().id;
    const ids = async (query: string) => (await codesAt(staff, loc, query)).json().map((q: { id: string }) => q.id);
    expect(await ids('')).toEqual([off, expired, id]);
    expect(await ids('?active=true')).toEqual([expired, id]);
    expect(await ids('?active=true&valid=true')).toEqual([id]);
    expect(await ids('?valid=false')).toEqual([expired]);
    expect((await t.call('GET', `/api/qrCodes/GetLatest/${loc}`, undefined, staff)).json().id).toBe(expired);

    const changed = await t.call('PUT', `/api/qrCodes/${id}`, { Name: 'Haupteingang', LocationId: loc, Active: false }, staff);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Haupteingang', active: false, checkGps: false, validFrom: null, code: one.code });

    expect((await t.call('DELETE', `/api/qrCodes/${id}`, undefined, staff)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/qrCodes/${id}`, undefined, staff)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/qrCodes/${id}`, undefined, staff)).statusCode).toBe(404);
  });

  it("keeps course codes by course, checked against booking's course list", async () => {
    const staff = userCaller('admin');
    const loc = await location(staff.companyId);
    const yoga = await course(staff.companyId, loc);
    const id = (await create(staff, { Name: 'Yoga-Kurs', CourseId: yoga })).json().id;
    expect((await t.call('GET', `/api/qrCodes/GetByCourseId/${yoga}`, undefined, staff)).json()).toMatchObject([{ id, courseId: yoga }]);
    expect((await t.call('GET', `/api/qrCodes/GetLatest/${yoga}`, undefined, staff)).json().id).toBe(id);
    expect((await codesAt(staff, loc)).json()).toEqual([]);
  });

  it('refuses bad input with clear codes and writes nothing', async () => {
    const staff = userCaller('manager');
    const loc = await location(staff.companyId);
    const yoga = await course(staff.companyId);
    const bad: [Record<string, unknown>, string][] = [
      [{ Name: 'Beides', LocationId: loc, CourseId: yoga }, 'locationId'],
      [{ Name: 'Nichts' }, 'locationId'],
      [{ Name: '', LocationId: loc }, 'name'],
      [{ Name: 'Rückwärts', LocationId: loc, ValidFrom: inDays(5), ValidTill: inDays(1) }, 'validTill'],
      [{ Name: 'GPS ohne Ort', LocationId: loc, CheckGps: true }, 'lat'],
      [{ Name: 'Zu weit', LocationId: loc, Lat: 91, Lng: 0 }, 'lat'],
      [{ Name: 'Fremder Ort', LocationId: randomUUID() }, 'locationId'],
      [{ Name: 'Fremder Kurs', CourseId: randomUUID() }, 'courseId'],
    ];
    for (const [body, field] of bad) {
      const res = await create(staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await codesAt(staff, loc)).json()).toEqual([]);
    expect((await t.call('GET', `/api/qrCodes/GetByCourseId/${yoga}`, undefined, staff)).json()).toEqual([]);
    expect((await t.call('GET', `/api/qrCodes/GetLatest/${loc}`, undefined, staff)).statusCode).toBe(404);
    const geo = await t.call(
      'GET',
      `/api/qrCodes/GetCoordinatesFromAddress/${encodeURIComponent('Alexanderplatz 1, Berlin')}`,
      undefined,
      staff,
    );
    expect(geo.statusCode).toBe(400);
    expect(geo.json().code).toBe('geocoder_not_available');
  });

  it("answers 404 for another company's codes, locations and courses, and 403 to members and trainers' edits", async () => {
    const staff = userCaller('manager');
    const other = userCaller('manager');
    const loc = await location(staff.companyId);
    const yoga = await course(staff.companyId, loc);
    const id = (await create(staff, { Name: 'Eingang', LocationId: loc })).json().id;
    expect((await t.call('GET', `/api/qrCodes/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/qrCodes/${id}`, { Name: 'X', LocationId: loc }, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/qrCodes/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await codesAt(other, loc)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/qrCodes/GetByCourseId/${yoga}`, undefined, other)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/qrCodes/GetLatest/${loc}`, undefined, other)).statusCode).toBe(404);
    expect((await create(other, { Name: 'Fremd', LocationId: loc })).json().code).toBe('validation_failed');

    const member = userCaller('attendee', staff.companyId);
    expect((await t.call('GET', `/api/qrCodes/${id}`, undefined, member)).statusCode).toBe(403);
    expect((await codesAt(member, loc)).statusCode).toBe(403);
    const trainer = userCaller('trainer', staff.companyId);
    expect((await codesAt(trainer, loc)).statusCode).toBe(200);
    expect((await create(trainer, { Name: 'T', LocationId: loc })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/qrCodes/${id}`, undefined, trainer)).statusCode).toBe(403);
    expect((await codesAt(staff, loc)).json()).toHaveLength(1);
  });

  it("answers members' personal codes and links for a printed sheet", async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const a = await attendee(staff.companyId, login);
    const b = await attendee(staff.companyId);
    const res = await t.call(
      'POST',
      '/api/qrCodes/DownloadForUsers',
      { UrlPrefix: 'https://app.example/display/', ApplicationUserIds: [login], AttendeeIds: [a, b] },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    const personal = (await t.call('GET', `/api/qrCodes/Personal/${a}`, undefined, staff)).json().code;
    expect(res.json()).toHaveLength(2);
    expect(res.json().find((e: { attendeeId: string }) => e.attendeeId === a)).toEqual({
      attendeeId: a,
      applicationUserId: login,
      fullName: 'Muster, Max',
      code: personal,
      url: `https://app.example/display/${encodeURIComponent(personal)}`,
    });
    const other = userCaller('employee');
    const foreign = await t.call('POST', '/api/qrCodes/DownloadForUsers', { AttendeeIds: [a] }, other);
    expect(foreign.statusCode).toBe(404);
    expect((await t.call('POST', '/api/qrCodes/DownloadForUsers', { AttendeeIds: [] }, staff)).json().code).toBe('validation_failed');
    expect(
      (await t.call('POST', '/api/qrCodes/DownloadForUsers', { AttendeeIds: [a] }, userCaller('attendee', staff.companyId))).statusCode,
    ).toBe(403);
  });
});

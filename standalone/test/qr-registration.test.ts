import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { ApiClient } from '../src/api-client.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useExtraGateway, useSystem } from './use-system.ts';

// Issue 8, QR registration through the gateway: a location's QR code shows that location's courses
// and appointments without a login and registers an interested person in the location's company
// only; bad input changes nothing and a burst from one address is held.
const booted = useSystem('qr-registration');
/** Behind a proxy on loopback (TRUSTED_PROXIES), so the test speaks from several addresses. */
const proxied = useExtraGateway(booted, { TRUSTED_PROXIES: '127.0.0.1' });

interface Studio {
  tenant: Tenant;
  locationId: string;
  courseId: string;
}
let a: Studio;
let b: Studio;
const today = new Date().toISOString().slice(0, 10);

async function studio(): Promise<Studio> {
  const tenant = await createTenant(booted.system.gatewayUrl);
  const { id: locationId } = await tenant.api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', Active: true });
  // Scheduling and membership learn the location from identity's event.
  const course = (body: Record<string, unknown>) =>
    eventually(() => tenant.api.post<{ id: string }>('/api/Courses', { MaxAttendees: 12, LocationId: locationId, ...body }), 15_000);
  const { id: courseId } = await course({ Name: 'Yoga am Morgen' });
  const { id: seriesId } = await course({ Name: 'Kurs in Serie', BookableAsSeries: true });
  const { id: inactiveId } = await course({ Name: 'Pausiert', Active: false });
  for (const id of [courseId, seriesId, inactiveId]) {
    const { id: dateTimeId } = await tenant.api.post<{ id: string }>('/api/DateTimes', {
      CourseId: id,
      DateFrom: today,
      DateTill: today,
      Period: 1,
      TimeFrom: '23:00',
      TimeTill: '23:30',
    });
    await tenant.api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId });
  }
  // Membership knows the location once a registration without a name is a field error, not a 404.
  await eventually(async () => {
    const from = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    return (await register(locationId, person({ FirstName: '' }), from)).status === 400 ? true : undefined;
  });
  return { tenant, locationId, courseId };
}

beforeAll(async () => {
  [a, b] = [await studio(), await studio()];
}, 120_000);

const anonymous = () => new ApiClient(booted.system.gatewayUrl);
const person = (over: Record<string, unknown> = {}) => ({
  FirstName: 'Tom',
  LastName: 'Tür',
  Email: `tom.${randomUUID().slice(0, 6)}@example.de`,
  AgreedToPrivacy: true,
  ...over,
});
const register = (locationId: string, body: unknown, from: string) =>
  new ApiClient(proxied.url).raw('POST', `/api/AttendeeRegisterByQrCode/RegisterAttendee/${locationId}`, body, {
    'x-forwarded-for': from,
  });
const interested = async (s: Studio) =>
  (await s.tenant.api.get<{ value: { email: string }[] }>(`/odata/Attendees/GetInterested?$top=100`)).value.map((p) => p.email);

describe('QR registration through the gateway', { timeout: 120_000 }, () => {
  it("shows a location's active courses and appointments not bookable as a series, without a login", async () => {
    const courses = await anonymous().get<{ value: { name: string }[] }>(
      `/odata/AttendeeRegisterByQrCode/GetCoursesByLocationId?locationId=${a.locationId}`,
    );
    expect(courses.value.map((c) => c.name)).toEqual(['Yoga am Morgen']);
    const appointments = await anonymous().get<{ value: { courseId: string; date: string }[]; '@odata.count': number }>(
      `/odata/AttendeeRegisterByQrCode/GetAppointments?locationId=${a.locationId}&bookingDate=${today}&$count=true`,
    );
    expect(appointments).toMatchObject({ '@odata.count': 1, value: [{ courseId: a.courseId, date: today }] });
    const info = await anonymous().get<{ id: string; name: string }>(`/api/Locations/GetLocationInfoById/${a.locationId}`);
    expect(info).toMatchObject({ id: a.locationId, name: 'Mitte' });
  });

  it("reads no other company's courses through a location or a course id", async () => {
    const other = await anonymous().get<{ value: unknown[] }>(
      `/odata/AttendeeRegisterByQrCode/GetAppointments?locationId=${b.locationId}&courseId=${a.courseId}`,
    );
    expect(other.value).toEqual([]);
    for (const path of [
      `/odata/AttendeeRegisterByQrCode/GetCoursesByLocationId?locationId=${randomUUID()}`,
      `/odata/AttendeeRegisterByQrCode/GetAppointments?locationId=${randomUUID()}`,
    ]) {
      const res = await anonymous().raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
    const missing = await anonymous().raw('GET', '/odata/AttendeeRegisterByQrCode/GetAppointments');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
  });

  it("registers an interested person in the location's company only", async () => {
    const body = person();
    const res = await register(a.locationId, body, '198.51.100.20');
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(await interested(a)).toContain(body.Email);
    expect(await interested(b)).not.toContain(body.Email);
    const stored = await a.tenant.api.get<{ isInterested: boolean; mainLocationId: string }>(`/api/Attendees/${id}`);
    expect(stored).toMatchObject({ isInterested: true, mainLocationId: a.locationId });
    expect((await b.tenant.api.raw('GET', `/api/Attendees/${id}`)).status).toBe(404);
  });

  it.each([
    ['an unknown location', () => randomUUID(), person(), 404, 'not_found'],
    ['a missing first name', () => a.locationId, person({ FirstName: '' }), 400, 'validation_failed'],
    ['a missing e-mail', () => a.locationId, person({ Email: undefined }), 400, 'validation_failed'],
    ['a malformed e-mail', () => a.locationId, person({ Email: 'tom-at-example' }), 400, 'validation_failed'],
    ['no privacy consent', () => a.locationId, person({ AgreedToPrivacy: false }), 400, 'validation_failed'],
  ])('refuses %s with a stable code and stores nothing', async (_what, locationId, body, status, code) => {
    const before = await interested(a);
    const res = await register(locationId(), body, '198.51.100.30');
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
    expect(await interested(a)).toEqual(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = person({ Website: 'https://spam.example' });
    const res = await register(a.locationId, body, '198.51.100.40');
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect((await a.tenant.api.raw('GET', `/api/Attendees/${id}`)).status).toBe(404);
    expect(await interested(a)).not.toContain(body.Email);
  });

  it('holds a burst of registrations from one address (429 rate_limited), not another address', async () => {
    const burst = '203.0.113.60';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register(a.locationId, person({ LastName: '' }), burst)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const held = await register(a.locationId, person(), burst);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ code: 'rate_limited' });
    expect((await register(a.locationId, person(), '203.0.113.61')).status).toBe(200);
  });
});

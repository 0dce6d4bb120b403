import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { FOREIGN } from './booking-bad-input.foreign.ts';
import { PRESENCE_ROWS } from './booking-bad-input.presence.ts';
import { companies, ROWS } from './booking-bad-input.rows.ts';
import { holdings, studio } from './booking-bad-input.studio.ts';
import { useSystem } from './use-system.ts';

// Issue 9: bad input and another company's ids, per booking family, through the gateway. Each row
// answers its status and stable code and changes nothing in either company.
const booted = useSystem('booking-bad-input');

beforeAll(async () => {
  [companies.a, companies.b] = [await studio(booted.system.gatewayUrl), await studio(booted.system.gatewayUrl)];
}, 180_000);

async function answerChangesNothing(request: () => [string, string, unknown?]) {
  const before = [await holdings(companies.a), await holdings(companies.b)];
  const [method, path, body] = request();
  const res = await companies.a.tenant.api.raw(method, path, body);
  const answer = (await res.json()) as { code: string; details?: { fields?: { field: string }[] } };
  expect([await holdings(companies.a), await holdings(companies.b)]).toEqual(before);
  return { status: res.status, code: answer.code, fields: answer.details?.fields?.map((f) => f.field) ?? [] };
}

describe('booking bad input and cross-tenant ids through the gateway', { timeout: 60_000 }, () => {
  it('books several at once in the order given and changes a note (spec: Attendances AddMultiple and PUT)', async () => {
    const { api } = companies.a.tenant;
    const { id: third } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Ute', LastName: 'Drei' });
    const { id: fourth } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Vera', LastName: 'Vier' });
    type Booked = { id: string; attendeeId: string; appointmentId: string; note: string | null };
    const booked = await eventually(() =>
      api.post<Booked[]>('/api/Attendances/AddMultiple', {
        Attendances: [
          { AttendeeId: third, AppointmentId: companies.a.appointmentId, Note: 'neu' },
          { AttendeeId: fourth, AppointmentId: companies.a.appointmentId },
        ],
      }),
    );
    expect(booked.map((x) => [x.attendeeId, x.note])).toEqual([
      [third, 'neu'],
      [fourth, null],
    ]);
    const changed = await api.request<Booked>('PUT', `/api/Attendances/${companies.a.attendanceId}`, { Note: '  Knie links ' });
    expect(changed.note).toBe('Knie links');
    expect((await api.get<Booked>(`/api/Attendances/${companies.a.attendanceId}`)).note).toBe('Knie links');
    await api.request('PUT', `/api/Attendances/${companies.a.attendanceId}`, { Note: 'Knie' });
    for (const x of booked) await api.request('PUT', `/api/Attendances/Cancel/${x.id}`);
  });

  it.each([...ROWS, ...PRESENCE_ROWS])('%s: %s', async (_family, _what, request, status, code, field) => {
    const answer = await answerChangesNothing(request);
    expect({ status: answer.status, code: answer.code }).toEqual({ status, code });
    if (field) expect(answer.fields).toContain(field);
  });

  it.each(FOREIGN)("%s with another company's id answers 404", async (_route, request) => {
    const answer = await answerChangesNothing(request);
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 404, code: 'not_found' });
  });
});

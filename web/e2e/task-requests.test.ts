import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@takt/standalone/api-client';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, memberOf, whenKnown, type Company } from './fixtures.ts';

// Task requests: two members book a course that needs approval themselves (one place); the office
// accepts both at once on /tasks — the first gets the place, the second the waiting list — and the
// member hears it in the bell. German and English, on a phone too.
let e2e: E2E;
let company: Company;
let appointmentId: string;
const members: { api: ApiClient; attendeeId: string; attendanceId?: string }[] = [];
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Booking learns members and appointments from events: a 404 right after creating them means "not yet". */
async function bookWhenKnown(api: ApiClient, attendeeId: string): Promise<{ id: string; status: number }> {
  return whenKnown(() => api.post('/api/Attendances', { attendeeId, appointmentId }));
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const course = await company.api.post<{ id: string }>('/api/Courses', {
    name: 'Pilates',
    maxAttendees: 1,
    centCost: 1200,
    requiresApproval: true,
  });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(3),
    dateTill: day(3),
    period: 1,
    timeFrom: '09:00',
    timeTill: '10:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
  for (const [first, last] of [
    ['Anna', 'Adler'],
    ['Bernd', 'Berg'],
  ] as const) {
    const member = await memberOf(e2e, company, first, last);
    const api = new ApiClient(e2e.baseUrl);
    await api.login(member.userName, member.password);
    const booked = await bookWhenKnown(api, member.attendeeId);
    expect(booked.status).toBe(3);
    members.push({ api, attendeeId: member.attendeeId, attendanceId: booked.id });
  }
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

describe('task requests screen', () => {
  it('accepts two open requests together: a place, then the waiting list, and the member is told', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/tasks', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(2);
    await page.getByRole('row', { name: /Adler, Anna.*Pilates.*0 \/ 1.*Offen/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'task-requests', 'de');

    // Anna first: the grid's order is newest first, so she is ticked first to get the place.
    await page
      .getByRole('row', { name: /Adler, Anna/ })
      .getByRole('checkbox')
      .check();
    await page
      .getByRole('row', { name: /Berg, Bernd/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Annehmen (2)' }).click();
    await page.getByRole('dialog').getByText('2 ausgewählte Anfragen werden angenommen', { exact: false }).waitFor();
    await page.getByTestId('confirm').click();
    await page.getByText('2 Anfragen angenommen.').waitFor();
    await poll(() => rows.count()).toBe(0);
    expect((await company.api.get<{ count: number }>('/api/TaskRequests/CountOpen')).count).toBe(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Angenommen' }).click();
    await poll(() => rows.count()).toBe(2);
    const attendances = await company.api.get<{ value: { attendeeId: string; status: number }[] }>(
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId}`)}`,
    );
    expect(attendances.value.map((a) => a.status).sort()).toEqual([2, 4]);

    const bell = () =>
      members[0]!.api.get<{ value: { title: string }[] }>('/odata/WebPush/GetMessages()').then((r) => r.value.map((m) => m.title));
    await poll(bell).toContain('Anfrage angenommen');
    await ctx.close();
  });

  it('shows the requests in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/tasks', 'en');
    await page.getByRole('heading', { name: 'Attendance requests' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    await page.getByRole('row', { name: /Berg, Bernd.*Pilates.*Accepted/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Accept (0)' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'task-requests-phone', 'en');
    await ctx.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// Secret iCal links: staff create one for a location on the calendar page and revoke it; a member
// creates their own on their profile and finds the appointment they were booked on in it.
let e2e: E2E;
let company: Company;
let member: Member;
let appointmentId: string;

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const locationId = (await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Süd' })).id;
  const courseId = (await company.api.post<{ id: string }>('/api/Courses', { name: 'Morgenyoga', maxAttendees: 8, locationId })).id;
  const dt = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId,
    dateFrom: inDays(1),
    dateTill: inDays(2),
    period: 1,
    timeFrom: '07:00',
    timeTill: '08:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
  const filter = encodeURIComponent(`courseId eq ${courseId} and date eq ${inDays(1)}`);
  appointmentId = (await company.api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value[0]!.id;
  member = await memberOf(e2e, company);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const feed = (url: string) =>
  fetch(url).then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: await r.text() }));

describe('calendar links', () => {
  it("creates a location's link on the calendar page, which a calendar app reads, and revokes it", async () => {
    const { ctx, page } = await adminAt(e2e, company, '/calendar', 'de');
    await page.getByRole('button', { name: 'Kalender-Links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kalender-Links (iCal)' });
    await dialog.getByText('Noch keine Links.').waitFor();
    await dialog.getByRole('button', { name: 'Link erstellen' }).click();
    const form = page.getByRole('dialog', { name: 'Link erstellen' });
    await form.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: 'Studio Süd' }).click();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Link erstellt.').waitFor();
    const url = await dialog.getByTestId('feed-url').inputValue();
    expect(url).toMatch(/\/api\/Calendar\/Ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await dialog.getByRole('cell', { name: 'Studio Süd' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-links', 'de');

    const read = await feed(url);
    expect([read.status, read.type]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(read.body).toContain('SUMMARY:Morgenyoga');
    expect(read.body).toContain('X-WR-CALNAME:Studio Süd');

    await dialog.getByRole('button', { name: /Link vom .* widerrufen/ }).click();
    await page.getByTestId('confirm').click();
    await page.getByText('Link widerrufen.').waitFor();
    await dialog.getByText('Noch keine Links.').waitFor();
    expect((await feed(url)).status).toBe(404);
    await ctx.close();
  });

  it('lets a member subscribe to what they booked from their profile, on a phone in English', async () => {
    const ctx = await e2e.context('en');
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?redirect=%2Fmy-profile');
    await signIn(page, member.userName, member.password);
    await page.getByRole('heading', { name: 'My appointments in my calendar' }).waitFor();
    await page.getByText('No links yet.').waitFor();
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.getByText('Link created.').waitFor();
    const url = await page.getByTestId('feed-url').inputValue();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'my-calendar-link-phone', 'en');

    expect((await feed(url)).body).not.toContain('SUMMARY:Morgenyoga');
    await company.api.post('/api/Attendances', { attendeeId: member.attendeeId, appointmentId });
    await poll(async () => (await feed(url)).body).toContain('SUMMARY:Morgenyoga');

    await page.getByRole('button', { name: /Revoke the link of/ }).click();
    await page.getByTestId('confirm').click();
    await page.getByText('Link revoked.').waitFor();
    expect((await feed(url)).status).toBe(404);
    await ctx.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockAt } from '@takt/proto';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { adminAt, createCompany, whenKnown, type Company } from './fixtures.ts';

// The kiosk print pages (spec section 2: /print-attendance-list/{appointmentId}): the printed
// list's own markup (format=html, decision 0056) on a page the browser prints.
let e2e: E2E;
let company: Company;
let appointmentId: string;
let dateTimeId: string;
const inTwoDays = wallClockAt(new Date(Date.now() + 2 * 86_400_000), 'Europe/Berlin').date;

/** Booking learns attendees and appointments from events: a 404 right after creating them means "not yet". */
async function soon(post: () => Promise<unknown>): Promise<void> {
  await whenKnown(() => post());
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const { api } = company;
  const course = await api.post<{ id: string }>('/api/Courses', { name: 'Salsa', maxAttendees: 1 });
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: inTwoDays,
    dateTill: inTwoDays,
    period: 1,
    timeFrom: '19:00',
    timeTill: '20:00',
  });
  dateTimeId = dateTime.id;
  await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId });
  const list = await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`);
  appointmentId = list.value[0]!.id;
  const { id: greta } = await api.post<{ id: string }>('/api/Attendees', { firstName: 'Greta', lastName: 'Gans' });
  const { id: kurt } = await api.post<{ id: string }>('/api/Attendees', { firstName: 'Kurt', lastName: 'Kranich' });
  const { id: ilse } = await api.post<{ id: string }>('/api/Attendees', { firstName: 'Ilse', lastName: 'Igel' });
  await soon(() => api.post('/api/Attendances', { attendeeId: greta, appointmentId }));
  // One place: the second booking waits on the appointment's list.
  await soon(() => api.post('/api/Attendances', { attendeeId: kurt, appointmentId }));
  await soon(() => api.post('/api/AttendeeCourseWaitingPositions', { attendeeId: ilse, dateTimeId }));
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('kiosk print pages', () => {
  it("opens the attendance list's print view from the appointment, shows the names and prints with the browser", async () => {
    const { ctx, page } = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await page.getByRole('link', { name: 'Druckansicht der Teilnehmerliste' }).click();
    await page.waitForURL((u) => u.pathname === `/print-attendance-list/${appointmentId}`);
    const list = page.frameLocator('iframe[title="Teilnehmerliste"]');
    await list.getByText('Gans, Greta').waitFor();
    await list.getByText('Kranich, Kurt').waitFor();
    await expect(list.getByText('Teilnehmerliste: Salsa').count()).resolves.toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The frame is as tall as the list, so paper gets all of it.
    const frameHeight = await page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
    const listHeight = await page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).contentDocument!.documentElement.scrollHeight);
    expect(frameHeight).toBeGreaterThanOrEqual(listHeight);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await screenshot(page, 'kiosk-print-attendance-list', 'de');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.waitForURL((u) => u.pathname === `/appointments/${appointmentId}/attendances`);
    await ctx.close();
  });

  it("opens the course time's waiting list from the series tab, in English", async () => {
    const { ctx, page } = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'en');
    await page.getByRole('tab', { name: 'Series' }).click();
    await page.getByRole('link', { name: 'Print view of the waiting list' }).click();
    await page.waitForURL((u) => u.pathname === `/print-waiting-list/${dateTimeId}`);
    const list = page.frameLocator('iframe[title="Waiting list"]');
    await list.getByText('Igel, Ilse').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Keyboard: the print button takes the focus and Enter prints.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Print' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await screenshot(page, 'kiosk-print-waiting-list', 'en');
    await ctx.close();
  });

  it('answers an unknown appointment with the error, not an empty list', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/appointments', 'en');
    await page.goto(`/print-attendance-list/${crypto.randomUUID()}`);
    await page.getByRole('alert').waitFor();
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await ctx.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// The chat of an appointment: what one page sends arrives on a second page over the hub, no reload.
let e2e: E2E;
let company: Company;
let appointmentId: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Aerial Yoga', maxAttendees: 8 });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(2),
    dateTill: day(2),
    timeFrom: '17:00',
    timeTill: '18:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const chatPath = () => `/appointments/${appointmentId}/attendances?tab=chat`;

describe("an appointment's chat", () => {
  it('shows a message sent on one page live on a second page, by keyboard, in German and English', async () => {
    const first = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await first.page.getByRole('tab', { name: 'Chat' }).click();
    await poll(() => first.page.getByText('Noch keine Nachrichten').count()).toBe(1);
    const second = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'en');
    await second.page.getByRole('tab', { name: 'Chat' }).click();
    await poll(() => second.page.getByText('No messages yet').count()).toBe(1);

    const field = first.page.getByRole('textbox', { name: 'Nachricht' });
    await field.fill('Heute bitte 10 Minuten früher da sein');
    await field.press('Enter');
    const mine = first.page.getByTestId('chat-messages').getByText('Heute bitte 10 Minuten früher da sein');
    await poll(() => mine.count()).toBe(1);
    expect(await field.inputValue()).toBe('');
    // Arrives on the other page through the appointment's hub group, without a reload.
    const theirs = second.page.getByTestId('chat-messages').getByText('Heute bitte 10 Minuten früher da sein');
    await poll(() => theirs.count()).toBe(1);
    expect(await first.page.getByTestId('chat-messages').getByText('Sie ·').count()).toBe(1);

    await second.page.getByRole('textbox', { name: 'Message' }).fill('Noted, thanks');
    await second.page.getByRole('button', { name: 'Send' }).click();
    await poll(() => first.page.getByTestId('chat-messages').getByText('Noted, thanks').count()).toBe(1);

    expect(await accessibilityViolations(first.page)).toEqual([]);
    expect(await accessibilityViolations(second.page)).toEqual([]);
    await screenshot(first.page, 'appointment-chat', 'de');
    await screenshot(second.page, 'appointment-chat', 'en');
    await first.ctx.close();
    await second.ctx.close();
  });

  it('works on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(chatPath());
    await poll(() => page.getByTestId('chat-messages').locator('li').count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-chat-phone', 'de');
    await ctx.close();
  });
});

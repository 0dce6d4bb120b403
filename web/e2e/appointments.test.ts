import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Appointments: the grid by date and start time, one appointment moved to the evening and another
// cancelled with a reason (marked in the grid, found by the cancelled filter). German and English, on a phone too.
let e2e: E2E;
let company: Company;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = (n: number) => iso(new Date(Date.now() + (10 + n) * 86_400_000));
const german = (date: string) => date.split('-').reverse().join('.');

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const { id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Nord' });
  await company.api.post('/api/Rooms', { name: 'Saal 1', locationId, capacity: 20 });
  const tag = company.companyId.slice(0, 6);
  await company.api.post('/api/Trainers/de', {
    firstName: 'Tina',
    lastName: 'Turner',
    userName: `tina.${tag}`,
    email: `tina-${tag}@example.de`,
    password: 'Sicher#2026',
    active: true,
  });
  for (const [name, color, from, till] of [
    ['Pilates', '#1E88E5', day(0), day(1)],
    ['Yoga', '#43A047', day(2), day(2)],
  ] as const) {
    const course = await company.api.post<{ id: string }>('/api/Courses', { name, color, maxAttendees: 8, locationId });
    const dt = await company.api.post<{ id: string }>('/api/DateTimes', {
      courseId: course.id,
      dateFrom: from,
      dateTill: till,
      period: 1,
      timeFrom: '09:00',
      timeTill: '10:00',
    });
    await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
  }
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

/** Types a time into a picker field (hours, then minutes). */
async function typeTime(page: Page, dialog: Locator, label: string, time: string) {
  await dialog.locator('.MuiPickersTextField-root', { hasText: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(time.replace(':', ''));
}

/** axe after the snackbar has faded in: mid-transition its text has too little contrast. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(600);
  return accessibilityViolations(page);
}

describe('appointments screen', () => {
  it('moves one appointment to the evening and cancels another with a reason', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/appointments', 'de');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain(german(day(0)));
    expect(await rows.first().textContent()).toContain('Pilates');
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'appointments', 'de');

    await rows.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Termin bearbeiten' }).click();
    const form = page.getByRole('dialog', { name: 'Termin bearbeiten' });
    await typeTime(page, form, 'Beginn', '18:00');
    await typeTime(page, form, 'Ende', '19:30');
    await form.getByRole('combobox', { name: 'Trainer' }).click();
    await page.getByRole('option', { name: 'Tina Turner' }).click();
    await page.keyboard.press('Escape');
    await form.getByLabel('Gebuchte Mitglieder benachrichtigen').check();
    await form.getByTestId('save').click();
    await page.getByText('Termin gespeichert.').waitFor();
    await dialog.getByText('Leitung: Turner, Tina').waitFor();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await poll(async () => rows.first().textContent()).toContain('18:00–19:30');

    await rows.nth(1).click();
    await dialog.getByRole('button', { name: 'Termin absagen' }).click();
    const cancel = page.getByRole('dialog', { name: 'Termin absagen?' });
    await cancel.getByLabel('Grund (optional)').fill('Trainerin krank');
    await cancel.getByTestId('save').click();
    await page.getByText('Termin abgesagt.').waitFor();
    await dialog.getByText('Grund der Absage: Trainerin krank').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-cancelled', 'de');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await poll(async () => rows.nth(1).textContent()).toContain('Abgesagt');

    await page.getByRole('combobox', { name: 'Absagen' }).click();
    await page.getByRole('option', { name: 'Nur abgesagte' }).click();
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(german(day(1)));
    await ctx.close();
  });

  it('shows the screen in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/appointments', 'en');
    await page.getByRole('heading', { name: 'Appointments' }).waitFor();
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointments', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await rows.last().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Edit appointment' }).waitFor();
    await page.getByRole('link', { name: 'Bookings' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-phone', 'en');
    await ctx.close();
  });
});

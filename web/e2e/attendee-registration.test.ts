import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockAt } from '@takt/proto';
import { eventually } from '@takt/kit/testing';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Issue 8: the page a location's QR code opens, on a phone without a login, in German and English:
// the location, its courses and next appointments, and a registration that ends in a thank-you.
let e2e: E2E;
let company: Company;
let locationId: string;
// Two days ahead on the studio's calendar (the test system's booking and scheduling zone), so the
// appointment is upcoming at any time of day the test runs.
const inTwoDays = wallClockAt(new Date(Date.now() + 2 * 86_400_000), 'Europe/Berlin').date;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  ({ id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { Name: 'Studio Nord', City: 'Hamburg', Active: true }));
  // Scheduling learns the location from identity's event.
  const { id: courseId } = await eventually(
    () => company.api.post<{ id: string }>('/api/Courses', { Name: 'Pilates', MaxAttendees: 10, LocationId: locationId }),
    30_000,
  );
  await eventually(() =>
    company.api.post('/api/Courses', { Name: 'Serie', MaxAttendees: 10, LocationId: locationId, BookableAsSeries: true }),
  );
  const { id: dateTimeId } = await company.api.post<{ id: string }>('/api/DateTimes', {
    CourseId: courseId,
    DateFrom: inTwoDays,
    DateTill: inTwoDays,
    Period: 1,
    TimeFrom: '18:00',
    TimeTill: '18:45',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId });
  // Membership learns the location too: a registration without a name is then a field error.
  await eventually(async () => {
    const res = await company.api.raw('POST', `/api/AttendeeRegisterByQrCode/RegisterAttendee/${locationId}`, {});
    return res.status === 400 ? true : undefined;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const T = {
  de: {
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    consent: /einverstanden/,
    submit: 'Registrieren',
    thanks: /Danke, Tom/,
  },
  en: {
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    consent: /I agree/,
    submit: 'Register',
    thanks: /Thank you, Tom/,
  },
} as const;

describe('QR registration', () => {
  it.each(['de', 'en'] as const)('shows the location and registers an interested person on a phone (%s)', async (locale) => {
    const t = T[locale];
    const ctx = await e2e.context(locale);
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/attendee-registration?locationId=${locationId}`);

    await page.getByTestId('location-name').filter({ hasText: 'Studio Nord' }).waitFor();
    const program = page.getByTestId('door-appointments');
    await program.getByText('Pilates').waitFor();
    expect(await program.getByText('Serie').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendee-registration', locale);

    // Sending without a name keeps the person on the form with the field named.
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await poll(async () => page.getByLabel(t.first).getAttribute('aria-invalid')).toBe('true');

    const email = `tom.${randomUUID().slice(0, 6)}@example.de`;
    await page.getByLabel(t.first).fill('Tom');
    await page.getByLabel(t.last).fill('Tür');
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: t.consent }).check();
    await page.getByRole('button', { name: t.submit, exact: true }).click();

    await page.getByRole('status').filter({ hasText: t.thanks }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'attendee-registration-done', locale);
    const list = await company.api.get<{ value: { email: string }[] }>(
      `/odata/Attendees/GetInterested?$filter=${encodeURIComponent(`email eq '${email}'`)}`,
    );
    expect(list.value).toHaveLength(1);
    await ctx.close();
  });

  it("gives staff the location's registration QR code, whose link opens this page", async () => {
    const { ctx, page } = await adminAt(e2e, company, `/locations/${locationId}`, 'de');
    await page.getByRole('tab', { name: 'Registrierung' }).click();
    const link = await page.getByTestId('registration-link').textContent();
    expect(link).toContain(`/attendee-registration?locationId=${locationId}`);
    await page.getByRole('img', { name: /Registrierungs-QR-Code/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Seite öffnen' }).click();
    await page.getByTestId('location-name').filter({ hasText: 'Studio Nord' }).waitFor();
    await ctx.close();
  });

  it('names an unknown location instead of a form', async () => {
    const ctx = await e2e.context('en');
    const page = await ctx.newPage();
    await page.goto(`/attendee-registration?locationId=${randomUUID()}`);
    await page.getByText('This QR code does not lead to a location').waitFor();
    expect(await page.getByRole('button', { name: 'Register', exact: true }).count()).toBe(0);
    await ctx.close();
  });
});

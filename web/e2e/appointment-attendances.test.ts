import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { live, poll } from './poll.ts';
import { adminAt, createCompany, whenKnown, type Company } from './fixtures.ts';

// Staff book onto a full appointment (the booking goes to the waiting list), cancel a confirmed
// booking and see the waiting one promoted — against the real services and events; a second page
// follows the counts live over the hub.
let e2e: E2E;
let company: Company;
let appointmentId: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Booking learns attendees and appointments from events: a 404 right after creating them means "not yet". */
async function bookWhenKnown(attendeeId: string): Promise<void> {
  await whenKnown(() => company.api.post('/api/Attendances', { attendeeId, appointmentId }));
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Salsa', maxAttendees: 2, centCost: 1200 });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(3),
    dateTill: day(3),
    period: 1,
    timeFrom: '19:00',
    timeTill: '20:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
  const ids: string[] = [];
  for (const [firstName, lastName] of [
    ['Anna', 'Adler'],
    ['Ben', 'Berg'],
    ['Clara', 'Cornelsen'],
  ] as const)
    ids.push((await company.api.post<{ id: string }>('/api/Attendees', { firstName, lastName })).id);
  await bookWhenKnown(ids[0]!);
  await bookWhenKnown(ids[1]!);
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const path = () => `/appointments/${appointmentId}/attendances`;
/** Well inside the screen's one-minute fallback poll: only the hub's notice can be this quick. */

describe("an appointment's attendances", () => {
  it('books onto a full appointment (waiting list), cancels a confirmed booking and shows the waiting one promoted', async () => {
    const { ctx, page } = await adminAt(e2e, company, path(), 'de');
    const seatCount = page.getByTestId('seat-count');
    await poll(() => seatCount.textContent()).toBe('2 von 2 Plätzen belegt');
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-attendances', 'de');
    // A second desk watches the same appointment: its counts follow over the hub, without a reload.
    const watcher = await adminAt(e2e, company, path(), 'de');
    await live(() => watcher.page.getByTestId('waiting-count').textContent()).toBe('niemand wartet');

    await page.getByRole('button', { name: 'Teilnehmer buchen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Teilnehmer' }).fill('clara corn');
    await page.getByRole('option', { name: 'Cornelsen, Clara' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Der Termin ist voll: auf die Warteliste gesetzt (Platz 1).').waitFor();
    await poll(() => page.getByTestId('waiting-count').textContent()).toBe('1 wartet');
    await live(() => watcher.page.getByTestId('waiting-count').textContent()).toBe('1 wartet');

    await page.getByRole('tab', { name: 'Warteliste' }).click();
    await poll(async () => (await rows.first().textContent()) ?? '').toContain('Cornelsen, Clara');
    expect(await rows.first().textContent()).toContain('1');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Bestätigt' }).click();
    await page.getByRole('button', { name: 'Buchung von Adler, Anna stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    await page.getByText('Buchung storniert; 1 Wartender ist nachgerückt.').waitFor();
    await poll(async () => (await page.locator('.MuiDataGrid-row').allTextContents()).join('|')).toMatch(
      /Berg, Ben.*\|.*Cornelsen, Clara|Cornelsen, Clara.*\|.*Berg, Ben/,
    );
    await poll(() => seatCount.textContent()).toBe('2 von 2 Plätzen belegt');
    await poll(() => page.getByTestId('waiting-count').textContent()).toBe('niemand wartet');
    await live(() => watcher.page.getByTestId('waiting-count').textContent()).toBe('niemand wartet');
    await watcher.ctx.close();
    await ctx.close();
  });

  it('shows the screen in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, path(), 'en');
    await poll(() => page.getByTestId('seat-count').textContent()).toMatch(/^\d of 2 places taken$/);
    await page.getByRole('tab', { name: 'Waiting list' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Book attendee' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-attendances-phone', 'en');
    await ctx.close();
  });

  it("books a member on the course time's series and ends it again", async () => {
    const { ctx, page } = await adminAt(e2e, company, path(), 'de');
    await page.getByRole('tab', { name: 'Serie' }).click();
    await page.getByText('Niemand hat diese Kurszeit als Serie gebucht.').waitFor();
    await page.getByRole('button', { name: 'Serie buchen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Teilnehmer' }).fill('Adler');
    await page.getByRole('option', { name: 'Adler, Anna' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Serie gebucht: 1 Termin.').waitFor();
    await poll(() => page.getByTestId('series').textContent()).toContain('Adler, Anna');
    await poll(() => page.getByTestId('waiting-count').textContent()).toBe('1 wartet');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Serie von Adler, Anna beenden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Serie beenden' }).click();
    await page.getByText('Serie beendet.').waitFor();
    await page.getByText('Niemand hat diese Kurszeit als Serie gebucht.').waitFor();
    await poll(() => page.getByTestId('waiting-count').textContent()).toBe('niemand wartet');
    await ctx.close();
  });
});

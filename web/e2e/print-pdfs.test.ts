import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { adminAt, createCompany, whenKnown, type Company } from './fixtures.ts';

// Decision 0056: the appointment's attendance list is printed from its screen. The button
// downloads the PDF documents rendered; its text is read back with pdftotext.
const run = promisify(execFile);
let e2e: E2E;
let company: Company;
let appointmentId: string;
let dateTimeId: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Tango', maxAttendees: 4 });
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(2),
    dateTill: day(2),
    period: 1,
    timeFrom: '18:00',
    timeTill: '19:30',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await company.api.get<{ value: { id: string }[] }>(
    `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`,
  );
  appointmentId = list.value[0]!.id;
  dateTimeId = dateTime.id;
  const { id: attendeeId } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Greta', lastName: 'Gans' });
  // Booking learns attendees and appointments from events: a 404 right after creating them means "not yet".
  await whenKnown(() => company.api.post('/api/Attendances', { attendeeId, appointmentId }));
  const { id: hugo } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Hugo', lastName: 'Hahn' });
  const { id: ilse } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Ilse', lastName: 'Igel' });
  const series = { attendeeId: hugo, dateTimeId, clientLocalDateTime: new Date().toISOString().slice(0, 19) };
  await whenKnown(() => company.api.post('/api/AttendeeCourses', series));
  await company.api.post('/api/AttendeeCourseWaitingPositions', { attendeeId: ilse, dateTimeId });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function downloadedText(page: Awaited<ReturnType<typeof adminAt>>['page'], button: string): Promise<{ name: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'takt-print-'));
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    const file = join(dir, 'list.pdf');
    await download.saveAs(file);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return { name: download.suggestedFilename(), text: stdout.replace(/\s+/g, ' ') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("printing an appointment's attendance list", () => {
  it('downloads the list as PDF in German and in English', async () => {
    const path = `/appointments/${appointmentId}/attendances`;
    const de = await adminAt(e2e, company, path, 'de');
    await de.page.getByRole('button', { name: 'Teilnehmerliste drucken' }).waitFor();
    expect(await accessibilityViolations(de.page)).toEqual([]);
    const german = await downloadedText(de.page, 'Teilnehmerliste drucken');
    expect(german.name).toBe('Teilnehmerliste.pdf');
    expect(german.text).toContain('Teilnehmerliste: Tango');
    expect(german.text).toContain('Gans, Greta');
    expect(german.text).toContain('18:00–19:30');
    await de.ctx.close();

    const en = await adminAt(e2e, company, path, 'en');
    await en.page.setViewportSize({ width: 390, height: 844 });
    await en.page.getByRole('button', { name: 'Print attendance list' }).waitFor();
    await screenshot(en.page, 'appointment-attendances-print-phone', 'en');
    const english = await downloadedText(en.page, 'Print attendance list');
    expect(english.name).toBe('Attendance-list.pdf');
    expect(english.text).toContain('Attendance list: Tango');
    expect(english.text).toContain('Confirmed');
    await en.ctx.close();
  });

  it("prints a series booking and the course time's waiting list from the series tab", async () => {
    const { ctx, page } = await adminAt(e2e, company, `/appointments/${appointmentId}/attendances`, 'de');
    await page.getByRole('tab', { name: 'Serie' }).click();
    await page.getByRole('button', { name: 'Serie von Hahn, Hugo drucken' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const series = await downloadedText(page, 'Serie von Hahn, Hugo drucken');
    expect(series.name).toBe('Serienbuchung.pdf');
    expect(series.text).toContain('Serienbuchung: Tango');
    expect(series.text).toContain('Teilnehmer: Hahn, Hugo');
    const waiting = await downloadedText(page, 'Warteliste der Kurszeit drucken');
    expect(waiting.name).toBe('Warteliste.pdf');
    expect(waiting.text).toContain('Warteliste: Tango');
    expect(waiting.text).toMatch(/1 Igel, Ilse/);
    await ctx.close();
  });
});

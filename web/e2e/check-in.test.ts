import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearOfMidnight } from '@takt/kit/testing';
import { plusDays, wallClockAt } from '@takt/proto';
import { accessibilityViolations, CHROMIUM, connectE2E, e2eOn, FLAGS, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, noteOn, whenKnown, type Company } from './fixtures.ts';
import { writeQrVideo } from './qr-video.ts';

// The door: staff pick the location, then check a member in by typing the code, by name and by showing it
// to the (fake) camera; the result names the member and warns without a valid membership.
let e2e: E2E;
let company: Company;
let memberCode: string;
let booked: { attendeeId: string; appointmentId: string; attendanceId: string; code: string };
let checkInNoteId: string;

/** Booking's BOOKING_TIME_ZONE, which the test system leaves at its default. */
const STUDIO_ZONE = 'Europe/Berlin';
/** The studio's calendar day `days` from now (booking's zone, Europe/Berlin in the test system). */
const studioDay = (days: number) => plusDays(wallClockAt(new Date(), STUDIO_ZONE).date, days);

/**
 * Moves the booked appointment to the whole of the studio's today and waits until booking has
 * followed. Close to midnight it first waits for the new day, so "today" cannot change between
 * the move and the scan.
 */
async function moveBookingToToday(): Promise<void> {
  await clearOfMidnight(STUDIO_ZONE);
  const today = studioDay(0);
  await company.api.request('PUT', `/api/Appointments/${booked.appointmentId}`, {
    date: today,
    timeFrom: '00:00',
    timeTill: '23:59',
    maxAttendees: 5,
  });
  await poll(async () => {
    const { rows } = await company.api.post<{ rows: { attendanceId: string }[] }>('/api/Attendances/ExportConfirmed', {
      attendeeId: booked.attendeeId,
      fromDate: today,
      tillDate: today,
    });
    return rows.map((r) => r.attendanceId);
  }).toEqual([booked.attendanceId]);
}

/** Booking learns members from membership's events: a 404 right after creating one means "not yet". */
async function codeWhenKnown(attendeeId: string): Promise<string> {
  return (await whenKnown(() => company.api.get<{ code: string }>(`/api/qrCodes/Personal/${attendeeId}`))).code;
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  await company.api.post('/api/Locations', { name: 'Studio West', city: 'Essen' });
  const { id } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Karl', lastName: 'Kern' });
  memberCode = await codeWhenKnown(id);

  // A member booked with a note, in a company that shows check-in notes at the door. Booking
  // refuses an appointment that has started, and the door checks in today's bookings only: the
  // booking is made two days ahead, and the appointment moves to today when the test scans.
  await company.api.request('PUT', '/api/settingss', { showCheckinNotePopup: true });
  const nora = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Nora', lastName: 'Nagel' });
  const course = await company.api.post<{ id: string }>('/api/Courses', { name: 'Spätkurs', maxAttendees: 5 });
  const later = studioDay(2);
  const dateTime = await company.api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: later,
    dateTill: later,
    period: 1,
    timeFrom: '10:00',
    timeTill: '11:00',
  });
  await company.api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
  const [appointment] = (await company.api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value;
  const code = await codeWhenKnown(nora.id);
  const attendance = await whenKnown(() =>
    company.api.post<{ id: string }>('/api/Attendances', {
      attendeeId: nora.id,
      appointmentId: appointment!.id,
      note: 'Bitte Knie schonen',
    }),
  );
  booked = { attendeeId: nora.id, appointmentId: appointment!.id, attendanceId: attendance.id, code };
  // And a check-in note on Nora herself (notification's notes): the door shows it until read.
  checkInNoteId = await noteOn(company, nora.id, { name: 'Beitrag offen', text: 'Bitte an die Theke', type: 1 });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function chooseLocation(page: import('playwright-core').Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: 'Studio West' }).click();
}

describe('check-in at the door', () => {
  it('checks a member in by the typed code and refuses a wrong one (German, phone)', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/checkIn-scanner', 'de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Wählen Sie zuerst den Standort').waitFor();
    await chooseLocation(page, 'Nach Standort filtern');
    await page.getByText('Keine Kamera verfügbar').waitFor();
    const field = page.getByRole('textbox', { name: 'Code eingeben' });
    await field.fill(memberCode);
    await field.press('Enter');
    const result = page.getByTestId('check-in-result');
    await poll(() => result.textContent()).toContain('Kern, Karl');
    expect(await result.textContent()).toContain('Eingecheckt bei Studio West, heute ohne Buchung.');
    expect(await result.textContent()).toContain('Keine gültige Mitgliedschaft für heute.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'check-in-phone', 'de');

    await field.fill(`${memberCode.slice(0, -3)}abc`);
    await page.getByRole('button', { name: 'Einchecken' }).click();
    await page.getByRole('alert').getByText('Dieser Code ist ungültig oder gesperrt.').waitFor();

    // Without the code at hand: found by typing part of the name, checked in the same way.
    await page.getByRole('combobox', { name: 'Mitglied per Namen suchen' }).fill('kern');
    await page.getByRole('option', { name: 'Kern, Karl' }).click();
    await page.getByText('Dieser Code ist ungültig oder gesperrt.').waitFor({ state: 'detached' });
    await poll(() => result.textContent()).toContain('Kern, Karl');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The door's phone loses the network: the scan waits in the browser and goes out when it is back.
    await ctx.setOffline(true);
    await field.fill(memberCode);
    await field.press('Enter');
    await poll(() => page.getByTestId('queued').textContent()).toBe('1 Scan wartet');
    await ctx.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('1 gespeicherter Scan gesendet.').waitFor();
    expect(await page.getByTestId('queued').count()).toBe(0);
    await ctx.close();
  });

  it("shows the booking's check-in note and applies a queued scan once, however often the phone reconnects", async () => {
    await moveBookingToToday();
    const { ctx, page } = await adminAt(e2e, company, '/checkIn-scanner', 'de');
    await chooseLocation(page, 'Nach Standort filtern');
    const field = page.getByRole('textbox', { name: 'Code eingeben' });
    await field.fill(booked.code);
    await field.press('Enter');
    const result = page.getByTestId('check-in-result');
    await poll(() => result.textContent()).toContain('Nagel, Nora');
    await page.getByTestId('check-in-note').getByText('Bitte Knie schonen').waitFor();
    const notice = page.getByTestId('check-in-notice');
    await notice.getByText('Beitrag offen').waitFor();
    expect(await notice.textContent()).toContain('Bitte an die Theke');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'check-in-notes', 'de');
    // Read at the door: it goes from the popup and is read for good.
    await page.getByRole('button', { name: 'Notiz „Beitrag offen“ als gelesen markieren' }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await company.api.get<{ status: number }>(`/api/Notes/${checkInNoteId}`)).status).toBe(1);
    const checkedIn = async () =>
      (await company.api.get<{ checkedInDate: string | null }>(`/api/Attendances/${booked.attendanceId}`)).checkedInDate;
    const first = await checkedIn();
    expect(first).toBeTruthy();

    const scans: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/checkIn/Scan')) scans.push(r.url());
    });
    await ctx.setOffline(true);
    await field.fill(booked.code);
    await field.press('Enter');
    await poll(() => page.getByTestId('queued').textContent()).toBe('1 Scan wartet');
    const offlineAttempts = scans.length;
    await ctx.setOffline(false);
    // A burst of reconnect events: the queued scan goes out once.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await page.getByText('1 gespeicherter Scan gesendet.').waitFor();
    expect(await page.getByTestId('queued').count()).toBe(0);
    expect(scans.length - offlineAttempts).toBe(1);
    // And the server keeps one visit and the first check-in time.
    const filter = encodeURIComponent(`attendeeId eq ${booked.attendeeId}`);
    const visits = await company.api.get<{ value: unknown[] }>(`/odata/Presences?$filter=${filter}`);
    expect(visits.value).toHaveLength(1);
    expect(await checkedIn()).toBe(first);
    await ctx.close();
  });

  it('reads the code from the camera (English)', async () => {
    const video = join(mkdtempSync(join(tmpdir(), 'takt-qr-')), 'member.y4m');
    writeQrVideo(video, memberCode);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        ...FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const camera = e2eOn(browser, e2e.env, e2e.baseUrl, e2e.mailbox, async () => undefined);
      const { page } = await adminAt(camera, company, '/checkIn-scanner', 'en');
      const seen: string[] = [];
      page.on('console', (m) => seen.push(`${m.type()}: ${m.text()}`));
      page.on('response', (r) => r.url().endsWith('/api/checkIn/Scan') && seen.push(`scan: ${r.status()}`));
      await page.context().grantPermissions(['camera']);
      /** What the camera and the page did, for a failure that cannot be rerun at will. */
      const diagnosis = async (err: Error) => {
        const video = await page
          .locator('[data-testid=camera] video')
          .evaluate((v: HTMLVideoElement) => ({
            ready: v.readyState,
            paused: v.paused,
            size: [v.videoWidth, v.clientWidth, v.clientHeight],
          }))
          .catch(() => 'no video element');
        const alerts = await page.getByRole('alert').allTextContents();
        return `${err.message}\nvideo: ${JSON.stringify(video)}\nalerts: ${alerts.join(' | ')}\n${seen.splice(0).join('\n')}`;
      };
      const scanned = async () => {
        await chooseLocation(page, 'Filter by location');
        await poll(() => page.getByTestId('check-in-result').textContent()).toContain('Kern, Karl');
      };
      // Twice so far, on loaded CI machines, the fake camera played (ready, not paused, the right
      // size) and nothing was read for 30 s: no scan sent, no alert shown. The cause is not known;
      // the first miss is reported and the page reloaded, a second one fails the test.
      await scanned().catch(async (err: Error) => {
        console.warn(`camera scan missed once, reloading:\n${await diagnosis(err)}`);
        await page.reload();
        await scanned().catch(async (again: Error) => {
          throw new Error(await diagnosis(again));
        });
      });
      expect(await page.getByTestId('check-in-result').textContent()).toContain('Checked in at Studio West');
      await screenshot(page, 'check-in-camera', 'en');
    } finally {
      await browser.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@takt/standalone/api-client';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// Location QR codes (decision 0044): staff create one on the location's page and show it; a
// member opens its link on a phone and checks in, giving the phrase and, for a GPS code, the
// phone's position.
let e2e: E2E;
let company: Company;
let member: Member;
let locationId: string;
const studio = { latitude: 51.4556, longitude: 7.0116 };

/** Booking learns locations from identity's events: a validation error right after creating one means "not yet". */
async function createCode(body: Record<string, unknown>): Promise<{ id: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await company.api.post<{ id: string }>('/api/qrCodes', body);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400 || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  locationId = (await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Rüttenscheid', city: 'Essen' })).id;
  member = await memberOf(e2e, company, 'Lea', 'Lindner');
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

/** A phone in `locale` signed in as the member, at `path`. */
async function memberAt(path: string, locale: 'de' | 'en', position?: typeof studio) {
  const ctx = await e2e.context(locale);
  if (position) {
    await ctx.grantPermissions(['geolocation']);
    await ctx.setGeolocation(position);
  }
  const page = await ctx.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page, member.userName, member.password);
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto(path);
  return { ctx, page };
}

describe('location QR codes and self check-in', () => {
  it('staff create a location code with a phrase and show it; the member checks in with its link (German)', async () => {
    await createCode({ name: 'Probe', locationId }); // waits until booking knows the location
    const { ctx, page } = await adminAt(e2e, company, `/locations/${locationId}`, 'de');
    await page.getByRole('tab', { name: 'QR-Codes' }).click();
    await page.getByRole('button', { name: 'Neuer QR-Code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Haupteingang');
    await dialog.getByLabel('Kennwort (optional)').fill('Blauer Hai');
    await dialog.getByTestId('save').click();
    await page.getByText('QR-Code angelegt.').waitFor();
    const rows = page.getByTestId('qr-codes');
    await poll(() => rows.textContent()).toContain('Haupteingang');
    expect(await rows.textContent()).toContain('Kennwort');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'location-qr-codes', 'de');

    await page.getByRole('button', { name: 'QR-Code Haupteingang anzeigen' }).click();
    await page.getByTestId('qr-code-image').waitFor();
    const link = (await page.getByTestId('qr-code-link').textContent())!;
    expect(link).toMatch(/\/self-checkin\?code=TAKTP1\./);
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();

    const phone = await memberAt(new URL(link).pathname + new URL(link).search, 'de');
    await phone.page.getByText('Dieser Code braucht das Kennwort, das daneben steht.').waitFor();
    await phone.page.getByRole('textbox', { name: 'Kennwort' }).fill('falsch');
    await phone.page.getByRole('button', { name: 'Einchecken' }).first().click();
    await phone.page.getByRole('alert').getByText('Das Kennwort ist falsch.').waitFor();
    await phone.page.getByRole('textbox', { name: 'Kennwort' }).fill('blauer hai');
    await phone.page.getByRole('button', { name: 'Einchecken' }).first().click();
    const result = phone.page.getByTestId('self-check-in-result');
    await poll(() => result.textContent()).toContain('Haupteingang');
    expect(await result.textContent()).toContain('Eingecheckt bei Studio Rüttenscheid, heute ohne Buchung.');
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'self-check-in-phone', 'de');
    await phone.ctx.close();

    const present = await company.api.get<{ value: { attendeeId: string; locationId: string }[] }>(
      '/odata/Presences?$filter=isOnline eq true',
    );
    expect(present.value).toEqual([expect.objectContaining({ attendeeId: member.attendeeId, locationId })]);
  });

  it('checks the phone position of a GPS code: near checks in, far is refused (English)', async () => {
    const gps = { name: 'Garden gate', locationId, checkGps: true, lat: studio.latitude, lng: studio.longitude };
    const { id } = await createCode(gps);
    const code = await company.api.get<{ qrCodeUrl: string }>(`/api/qrCodes/${id}`);

    // From the member's own code page to the self check-in, typing the code's whole link by hand.
    const far = await memberAt('/display-qr-code', 'en', { latitude: 51.5, longitude: 7.0116 });
    await far.page.getByRole('link', { name: 'Scan a studio code to check in' }).click();
    await far.page.waitForURL((u) => u.pathname === '/self-checkin');
    await far.page.getByRole('textbox', { name: 'Enter code' }).fill(`${e2e.baseUrl}${code.qrCodeUrl}`);
    await far.page.getByRole('button', { name: 'Check in' }).click();
    await far.page.getByRole('alert').getByText('You are too far away from the place of this QR code.').waitFor();
    expect(await far.page.getByTestId('self-check-in-result').count()).toBe(0);
    await far.ctx.close();

    const near = await memberAt(code.qrCodeUrl, 'en', { latitude: 51.4559, longitude: 7.0116 });
    const result = near.page.getByTestId('self-check-in-result');
    await poll(() => result.textContent()).toContain('Garden gate');
    expect(await result.textContent()).toContain('Checked in at Studio Rüttenscheid');
    expect(await accessibilityViolations(near.page)).toEqual([]);
    await screenshot(near.page, 'self-check-in-gps', 'en');
    await near.ctx.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Who is in now: staff check a member in by hand at a location, into a room and out again.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const { id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { name: 'Studio Nord', city: 'Hamburg' });
  await company.api.post('/api/Rooms', { name: 'Saal', locationId });
  await company.api.post('/api/Attendees', { firstName: 'Lena', lastName: 'Lorenz' });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('presences', () => {
  it('checks a member in at a location, into a room and out again, with the live count', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/presences', 'de');
    await poll(() => page.getByTestId('online-count').textContent()).toBe('niemand anwesend');
    await page.getByRole('button', { name: 'Einchecken' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Mitglied' }).fill('lorenz');
    await page.getByRole('option', { name: 'Lorenz, Lena' }).click();
    await dialog.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: 'Studio Nord' }).click();
    await dialog.getByTestId('save').click();
    await page.getByText('Eingecheckt.').waitFor();
    const rows = page.getByRole('grid', { name: 'Anwesenheiten' }).locator('.MuiDataGrid-row');
    const inRooms = page.getByRole('grid', { name: 'Jetzt in den Räumen' }).locator('.MuiDataGrid-row');
    await poll(async () => (await rows.first().textContent()) ?? '').toMatch(/Lorenz, Lena.*Studio Nord.*Anwesend/);
    await poll(() => page.getByTestId('online-count').textContent()).toBe('1 anwesend');

    // Into a room of the location: the rooms list shows her there until she leaves it.
    const intoRoom = async () => {
      await page.getByRole('button', { name: 'Lorenz, Lena in einen Raum' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Raum' }).click();
      await page.getByRole('option', { name: 'Saal' }).click();
      await page.getByRole('dialog').getByTestId('save').click();
      await page.getByText('Im Raum.').waitFor();
      await poll(async () => (await inRooms.first().textContent()) ?? '').toMatch(/Studio Nord.*Saal.*Lorenz, Lena.*Nicht bestätigt/);
    };
    await intoRoom();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'presences', 'de');
    await page.getByRole('button', { name: 'Lorenz, Lena verlässt Saal' }).click();
    await page.getByText('Raum verlassen.').waitFor();
    await poll(() => inRooms.count()).toBe(0);

    // Checking out of the location leaves the room too.
    await intoRoom();
    await page.getByRole('button', { name: 'Lorenz, Lena auschecken' }).click();
    await page.getByText('Ausgecheckt.').waitFor();
    await poll(async () => (await rows.first().textContent()) ?? '').toContain('Gegangen');
    await poll(() => page.getByTestId('online-count').textContent()).toBe('niemand anwesend');
    await poll(() => inRooms.count()).toBe(0);
    await ctx.close();
  });

  it('shows the screen in English and on a phone', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/presences', 'en');
    await poll(() => page.getByTestId('online-count').textContent()).toBe('nobody present');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Check in' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'presences-phone', 'en');
    await ctx.close();
  });
});

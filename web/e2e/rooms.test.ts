import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Rooms: grid narrowed to a location and searched on the server, create/edit dialog, detail page
// with blocked times added and removed, delete after confirming.
let e2e: E2E;
let company: Company;
const locations: Record<string, string> = {};

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  for (const name of ['Studio Nord', 'Studio Süd'])
    locations[name] = (await company.api.post<{ id: string }>('/api/Locations', { name })).id;
  for (const [name, loc] of [
    ['Saal 1', 'Studio Nord'],
    ['Saal 2', 'Studio Nord'],
    ['Spiegelraum', 'Studio Süd'],
  ] as const)
    await company.api.post('/api/Rooms', { name, locationId: locations[loc], capacity: 20 });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const signedIn = (locale: 'de' | 'en') => adminAt(e2e, company, '/rooms', locale);

describe('rooms screens', () => {
  it('narrows the grid to a location and searches on the server', async () => {
    const { ctx, page } = await signedIn('de');
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/odata/Rooms') && lists.push(decodeURIComponent(r.url().replaceAll('+', ' '))));
    const rows = page.locator('.MuiDataGrid-row');
    await poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Saal 1');
    expect(lists.at(-1)).toContain('$orderby=active desc,name asc');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'rooms', 'de');

    await page.getByRole('combobox', { name: 'Nach Standort filtern' }).click();
    await page.getByRole('option', { name: 'Studio Süd' }).click();
    await poll(() => lists.at(-1)).toContain(`locationId eq '${locations['Studio Süd']}'`);
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Spiegelraum');

    await page.getByRole('combobox', { name: 'Nach Standort filtern' }).click();
    await page.getByRole('option', { name: 'Alle Standorte' }).click();
    await page.getByRole('searchbox').fill('Saal 2');
    await poll(() => lists.at(-1)).toContain("contains(name,'Saal 2')");
    await poll(() => rows.count()).toBe(1);
    await ctx.close();
  });

  it('creates a room, blocks it for a day, removes the blocking, edits and deletes the room', async () => {
    const { ctx, page } = await signedIn('de');
    await page.getByRole('button', { name: 'Raum anlegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('save').click();
    await dialog.getByText('Pflichtfeld').first().waitFor();
    await dialog.getByLabel('Name').fill('Yogaraum');
    await dialog.getByRole('combobox', { name: 'Standort' }).click();
    await page.getByRole('option', { name: 'Studio Nord' }).click();
    await dialog.getByLabel('Kapazität').fill('12');
    await dialog.getByTestId('save').click();
    await page.waitForURL(/\/rooms\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Yogaraum' }).waitFor();
    await page.getByText('Raum angelegt.').waitFor();
    const id = page.url().split('/').at(-1)!;
    expect(await company.api.get(`/api/Rooms/${id}`)).toMatchObject({ name: 'Yogaraum', capacity: 12, locationName: 'Studio Nord' });

    await page.getByRole('tab', { name: 'Sperrzeiten' }).click();
    await page.getByText('Dieser Raum hat keine Sperrzeiten.').waitFor();
    await page.getByRole('button', { name: 'Sperrzeit hinzufügen' }).click();
    await dialog.getByLabel('Bezeichnung').fill('Renovierung');
    await dialog.getByLabel('Ganztägig').check();
    await dialog.getByTestId('save').click();
    await page.getByText('Sperrzeit hinzugefügt.').waitFor();
    const table = page.getByTestId('room-blockings');
    await table.getByRole('row', { name: /Renovierung.*Ganztägig.*Täglich/ }).waitFor();
    expect(await company.api.get(`/api/RoomAvailabilities/GetByRoomId/${id}`)).toEqual([
      expect.objectContaining({ name: 'Renovierung', allDay: true, timeFrom: '00:00', timeTill: '23:59' }),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'room-blockings', 'de');

    await table.getByRole('button', { name: /Sperrzeit .* entfernen/ }).click();
    await page.getByTestId('confirm').click();
    await page.getByText('Sperrzeit entfernt.').waitFor();
    await page.getByText('Dieser Raum hat keine Sperrzeiten.').waitFor();

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByLabel('Name').fill('Yogaraum groß');
    await dialog.getByTestId('save').click();
    await page.getByRole('heading', { name: 'Yogaraum groß' }).waitFor();

    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByText('„Yogaraum groß“ wird mit seinen Sperrzeiten gelöscht.').waitFor();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/rooms$/);
    await page.getByText('Raum gelöscht.').waitFor();
    await ctx.close();
  });

  it('shows the screens in English and on a phone', async () => {
    const { ctx, page } = await signedIn('en');
    await page.getByRole('heading', { name: 'Rooms' }).waitFor();
    await poll(() => page.locator('.MuiDataGrid-row').count()).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'rooms', 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.MuiDataGrid-row').first().click();
    await page.getByRole('tab', { name: 'Blocked times' }).click();
    await page.getByText('This room has no blocked times.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'room-blockings-phone', 'en');
    await ctx.close();
  });
});

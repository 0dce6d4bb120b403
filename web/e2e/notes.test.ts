import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { adminAt, createCompany, noteOn, type Company } from './fixtures.ts';

// Notes on members (/notes): the office adds a check-in note to a member, finds it in the list
// narrowed by member (typed, found on the server) and by kind, opens it and marks it read. German, then the list in English.

let e2e: E2E;
let company: Company;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const { id } = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Paula', lastName: 'Punkt' });
  await noteOn(company, id, { name: 'Zahlt bar', text: 'Keine Lastschrift' });
  const other = await company.api.post<{ id: string }>('/api/Attendees', { firstName: 'Otto', lastName: 'Ohneknie' });
  await noteOn(company, other.id, { name: 'Kommt mit Hund', text: 'Hund bleibt im Flur' });
}, 180_000);
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

describe('notes', () => {
  it('adds a check-in note to a member, lists it by kind and marks it read', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/notes', 'de');
    contexts.push(ctx);
    await page.getByRole('row', { name: /Zahlt bar/ }).waitFor();
    // The person's name comes with the note (decision 0069).
    expect(await page.getByRole('row', { name: /Zahlt bar/ }).textContent()).toContain('Punkt, Paula');
    await page.getByTestId('notes-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Mitglied' }).fill('Paula');
    await page.getByRole('option', { name: 'Punkt, Paula' }).click();
    await dialog.getByLabel('Titel').fill('Knie schonen');
    await dialog.getByLabel('Text').fill('Keine Sprünge');
    await dialog.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Check-in-Notiz' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Notiz angelegt').waitFor();
    const row = page.getByRole('row', { name: /Knie schonen/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Punkt, Paula');
    expect(await row.textContent()).toContain('Ungelesen');

    // Narrowed to one member found by typing part of the name: Otto's note goes.
    await page.getByRole('row', { name: /Kommt mit Hund/ }).waitFor();
    await page.getByRole('combobox', { name: 'Nach Mitglied filtern' }).fill('punk');
    await page.getByRole('option', { name: 'Punkt, Paula' }).click();
    await page.getByRole('row', { name: /Kommt mit Hund/ }).waitFor({ state: 'detached' });
    await row.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Narrowed to check-in notes, the other note goes (the server filters).
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Check-in-Notiz' }).click();
    await page.getByRole('row', { name: /Zahlt bar/ }).waitFor({ state: 'detached' });
    await row.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'notes-list', 'de');

    await row.click();
    await page.waitForURL((u) => /^\/notes\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByRole('heading', { name: 'Knie schonen' }).waitFor();
    await page.getByTestId('note-mark-read').click();
    await page.getByText('Notiz als gelesen markiert').waitFor();
    await page.getByTestId('note-mark-read').waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'Gelesen', exact: true }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'notes-detail', 'de');
  });

  it('lists the notes in English', async () => {
    const { ctx, page } = await adminAt(e2e, company, '/notes', 'en');
    contexts.push(ctx);
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    await page.getByRole('row', { name: /Zahlt bar/ }).waitFor();
    expect(await page.getByRole('row', { name: /Zahlt bar/ }).textContent()).toContain('Unread');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'notes-list', 'en');
  });
});

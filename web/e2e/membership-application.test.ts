import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, type Company } from './fixtures.ts';

// Issue 8: the public membership application on a phone, from the first step to the confirmation,
// in German and English; the figures come from the server, a taken user name is named before the
// last step, and the required document is sent with the application's upload token.
let e2e: E2E;
let company: Company;
let locationId: string;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  ({ id: locationId } = await company.api.post<{ id: string }>('/api/Locations', { Name: 'Studio Mitte', Active: true }));
  const { id: fitness } = await company.api.post<{ id: string }>('/api/references/MembershipType', {
    Name: 'Fitness',
    Cost: 3000,
    RequiredDocuments: 'Ausweis',
  });
  const { id: fee } = await company.api.post<{ id: string }>('/api/references/Cost', { Name: 'Aufnahmegebühr', Type: 0, Cost: 2500 });
  await company.api.post('/api/ReferenceParents/CostMembershipType', { ParentId: fitness, ReferenceId: fee });
  // Membership learns the location from identity's event.
  await eventually(async () => {
    const res = await company.api.raw('POST', '/api/AttendeeRegisterFull/Confirmation', {
      LocationId: locationId,
      MembershipTypeIds: [fitness],
    });
    return res.ok ? true : undefined;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const T = {
  de: {
    next: 'Weiter',
    first: 'Vorname',
    last: 'Nachname',
    birthday: 'Geburtsdatum',
    email: 'E-Mail',
    user: 'Benutzername',
    holder: 'Kontoinhaber',
    consent: /AGB/,
    checksum: 'Die Prüfziffern',
    valid: 'Gültig',
    submit: 'Antrag absenden',
    confirmed: 'Antragsbestätigung',
    total: '55,00\u00a0€',
    taken: 'Dieser Benutzername ist vergeben',
    sent: 'Ausweis.pdf gesendet',
  },
  en: {
    next: 'Next',
    first: 'First name',
    last: 'Last name',
    birthday: 'Date of birth',
    email: 'E-mail',
    user: 'User name',
    holder: 'Account holder',
    consent: /terms/,
    checksum: 'The check digits',
    valid: 'Valid',
    submit: 'Send application',
    confirmed: 'Application confirmation',
    total: '€55.00',
    taken: 'This user name is taken',
    sent: 'Ausweis.pdf sent',
  },
} as const;

async function typeBirthday(page: Page, label: string, locale: 'de' | 'en') {
  await page.locator('.MuiPickersTextField-root', { hasText: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(locale === 'de' ? '01041990' : '19900401');
}

describe('public membership application', () => {
  it.each(['de', 'en'] as const)('goes from the first step to the confirmation on a phone (%s)', async (locale) => {
    const t = T[locale];
    // An applicant in the studio's zone: the form starts the membership on their today, which the
    // server checks against the studio's today (a browser on UTC is a day behind after 23:00 UTC).
    const ctx = await e2e.context(locale, {}, 'block', 'Europe/Berlin');
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/membership-application?locationId=${locationId}`);

    await page.getByRole('checkbox', { name: /Fitness/ }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-application-step1', locale);
    await page.getByRole('button', { name: t.next }).click();

    await page.getByLabel(t.first).fill('Mia');
    await page.getByLabel(t.last).fill('Sommer');
    await typeBirthday(page, t.birthday, locale);
    await page.getByLabel(t.email, { exact: true }).fill('mia@example.de');
    // A taken user name is named at its field before the last step.
    await page.getByLabel(t.user).fill(company.admin.userName);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByText(t.taken).waitFor();
    const userName = `mia.${randomUUID().slice(0, 6)}`;
    await page.getByLabel(t.user).fill(userName);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.next }).click();

    // The IBAN is checked while typing, by the same rule as the server's.
    const iban = page.getByTestId('iban');
    await iban.fill('DE89370400440532013001');
    await page.getByText(t.checksum).waitFor();
    await iban.fill('DE89 3704 0044 0532 0130 00');
    await page.getByText(t.valid).waitFor();
    await page.getByLabel(t.holder).fill('Mia Sommer');
    await page.getByRole('checkbox', { name: t.consent }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.next }).click();

    // Fitness 30 € a month plus the 25 € admission fee: the server's first collection.
    await poll(() => page.getByTestId('total').textContent()).toContain(t.total);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-application-check', locale);
    await page.getByRole('button', { name: t.submit }).click();

    await page.getByRole('heading', { name: t.confirmed }).waitFor();
    await page.getByText(userName).waitFor();
    expect(await page.getByTestId('total').textContent()).toContain(t.total);
    // Fitness asks for an ID: sent with the application's upload token.
    await page.getByTestId('document-file').setInputFiles({
      name: 'Ausweis.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.getByText(t.sent).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'membership-application-confirmation', locale);
    const list = await company.api.get<{ value: { userName: string }[] }>(
      `/odata/Attendees?$filter=${encodeURIComponent(`userName eq '${userName}'`)}`,
    );
    expect(list.value).toHaveLength(1);
    await ctx.close();
  });
});

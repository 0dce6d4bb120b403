import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { Authority } from '@takt/proto';
import { ApiClient } from '../src/api-client.ts';
import { studio, type Studio } from './booking-bad-input.studio.ts';
import { printed } from './pdf-text.ts';
import { useSystem } from './use-system.ts';

// Issue 11 (decision 0056): every printed document through the gateway. The owning service
// answers the data, documents renders it with Chromium, and the text of each PDF is read back
// with pdftotext. Another company's ids answer 404 and render nothing.
const booted = useSystem('pdfs');

interface Company extends Studio {
  invoiceId: string;
}
let a: Company;
let b: Company;

async function company(): Promise<Company> {
  const s = await studio(booted.system.gatewayUrl);
  const { invoiceId } = await eventually(
    () =>
      s.tenant.api.post<{ invoiceId: string }>('/api/invoicePositions/AddByCosts', {
        AttendeeId: s.memberId,
        CustomCostEntries: [{ Description: 'Workshop Tango', CentCost: 4550 }],
        SingleInvoice: true,
      }),
    15_000,
    'billing knows the member',
  );
  return { ...s, invoiceId };
}

/** A login of another role in the company; a member is a staff account switched to ROLE_ATTENDEE, as in the matrix. */
async function loginAs(s: Studio, authority: string): Promise<ApiClient> {
  const userName = `pdf.${randomUUID().slice(0, 8)}`;
  const password = 'Drucken#2026';
  const created = await s.tenant.api.post<{ id: string }>('/api/Employees/de', {
    FirstName: 'Dru',
    LastName: 'Cker',
    Email: `${userName}@example.de`,
    UserName: userName,
    Password: password,
    Active: true,
    Authorities: [authority === Authority.Attendee ? Authority.Trainer : authority],
  });
  if (authority === Authority.Attendee) {
    await s.tenant.api.request('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: created.id, Authorities: authority });
  }
  const api = new ApiClient(booted.system.gatewayUrl);
  await api.login(userName, password);
  return api;
}

const get = (api: ApiClient, path: string) => api.raw('GET', path).then(printed);
const post = (api: ApiClient, path: string, body: unknown) => api.raw('POST', path, body).then(printed);

beforeAll(async () => {
  [a, b] = await Promise.all([company(), company()]);
}, 120_000);

describe('PDFs through the gateway', { timeout: 60_000 }, () => {
  it('prints a single invoice in German and English', async () => {
    const { api } = a.tenant;
    const de = await post(api, '/api/invoices/ExportSingleInvoice?culture=de-DE', { InvoiceId: a.invoiceId });
    expect(de).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(de.disposition).toMatch(/^attachment; filename="Rechnung-\d{4}-\d{5}\.pdf"$/);
    expect(de.text).toMatch(/Rechnung \d{4}-\d{5}/);
    expect(de.text).toContain('Eins, Ida');
    expect(de.text).toContain('Workshop Tango');
    expect(de.text).toContain('45,50 €');
    expect(de.text).toContain('Summe');
    const en = await post(api, '/api/invoices/ExportSingleInvoice?culture=en-US', { InvoiceId: a.invoiceId });
    expect(en.text).toMatch(/Invoice \d{4}-\d{5}/);
    expect(en.text).toContain('€45.50');
    expect(en.text).toContain('Total');
  });

  it('prints the complete invoices of an export in one PDF', async () => {
    const res = await post(a.tenant.api, '/api/invoices/ExportCompleteInvoices?culture=de-DE', { ExportPreviouslyExportedInvoices: true });
    expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(res.text).toContain('Workshop Tango');
  });

  it("prints a member's confirmed attendances with ExportPdf, and answers the data without it", async () => {
    const body = { AttendeeId: a.memberId, FromDate: '2000-01-01', TillDate: '2100-12-31' };
    const pdf = await post(a.tenant.api, '/api/Attendances/ExportConfirmed?lang=de', { ...body, ExportPdf: true });
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text).toContain('Teilnahmebestätigung');
    expect(pdf.text).toContain('Teilnehmer: Eins, Ida');
    expect(pdf.text).toContain('Salsa');
    const en = await post(a.tenant.api, '/api/Attendances/ExportConfirmed?lang=en', { ...body, ExportPdf: true });
    expect(en.text).toContain('Confirmation of attendance');
    const data = await post(a.tenant.api, '/api/Attendances/ExportConfirmed', body);
    // Two bookings: the single one and the series' appointment.
    expect(data.json).toMatchObject({ attendeeId: a.memberId, rows: [{ courseName: 'Salsa' }, { courseName: 'Salsa' }] });
  });

  it("prints an appointment's attendance list as PDF and as the kiosk page's HTML", async () => {
    const pdf = await get(a.tenant.api, `/api/Attendances/CreatePrintPdf/${a.appointmentId}?lang=de`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.disposition).toContain('Teilnehmerliste.pdf');
    expect(pdf.text).toContain('Teilnehmerliste: Salsa');
    expect(pdf.text).toContain('Eins, Ida');
    expect(pdf.text).toContain('Bestätigt');
    expect(pdf.text).toContain('Plätze: 1/5');
    const html = await get(a.tenant.api, `/api/Attendances/CreatePrintPdf/${a.appointmentId}?lang=en&format=html`);
    expect(html.type).toContain('text/html');
    expect(html.text).toContain('<h1>Attendance list: Salsa</h1>');
    const empty = await get(a.tenant.api, `/api/Attendances/CreatePrintPdf/${a.closedId}`);
    expect(empty.text).toContain('Für diesen Termin gibt es keine Buchungen.');
  });

  it('prints the waiting list of a course date-time', async () => {
    const pdf = await get(a.tenant.api, `/api/AttendeeCourseWaitingPositions/CreatePrintPdf/${a.seriesDateTimeId}?lang=de`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text).toContain('Warteliste: Salsa');
    expect(pdf.text).toMatch(/1 Zwei, Max/);
    const en = await get(a.tenant.api, `/api/AttendeeCourseWaitingPositions/CreatePrintPdf/${a.seriesDateTimeId}?lang=en`);
    expect(en.text).toContain('Waiting list: Salsa');
  });

  it('prints a series booking with its appointments', async () => {
    const pdf = await get(a.tenant.api, `/api/AttendeeCourses/CreatePrintPdf/${a.seriesId}?lang=de`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text).toContain('Serienbuchung: Salsa');
    expect(pdf.text).toContain('Teilnehmer: Eins, Ida');
    expect(pdf.text).toMatch(/\d{2}\.\d{2}\.\d{4} 10:00–11:00 Bestätigt/);
  });

  it("prints members' personal QR codes on a sheet", async () => {
    const body = { UrlPrefix: 'https://takt.example/self-checkin?code=', AttendeeIds: [a.memberId] };
    const pdf = await post(a.tenant.api, '/api/qrCodes/DownloadForUsers?lang=de', body);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text).toContain('Persönliche QR-Codes');
    expect(pdf.text).toContain('Eins, Ida');
    // A long link wraps on the card: compared without the line breaks.
    expect(pdf.text.replace(/ /g, '')).toContain(`self-checkin?code=${a.memberCode}`);
  });
});

describe('PDF bad input', { timeout: 60_000 }, () => {
  it.each([
    ['GET', '/api/Attendances/CreatePrintPdf/:appointmentId'],
    ['GET', '/api/AttendeeCourseWaitingPositions/CreatePrintPdf/:seriesDateTimeId'],
    ['GET', '/api/AttendeeCourses/CreatePrintPdf/:seriesId'],
  ] as const)("%s %s: another company's id and an unknown id answer 404", async (method, path) => {
    const key = path.split(':')[1] as 'appointmentId' | 'seriesDateTimeId' | 'seriesId';
    for (const id of [b[key], randomUUID()]) {
      const res = await get(a.tenant.api, path.replace(`:${key}`, id));
      expect([method, res.status, res.json]).toEqual([method, 404, expect.objectContaining({ code: 'not_found' })]);
    }
    const bad = await get(a.tenant.api, path.replace(`:${key}`, 'not-a-uuid'));
    expect(bad).toMatchObject({ status: 400, json: { code: 'validation_failed' } });
  });

  it("answers 404 for another company's invoice, attendee and member codes", async () => {
    const { api } = a.tenant;
    const invoice = await post(api, '/api/invoices/ExportSingleInvoice', { InvoiceId: b.invoiceId });
    expect(invoice).toMatchObject({ status: 404, json: { code: 'not_found' } });
    const range = { FromDate: '2000-01-01', TillDate: '2100-12-31', ExportPdf: true };
    const attendances = await post(api, '/api/Attendances/ExportConfirmed', { AttendeeId: b.memberId, ...range });
    expect(attendances).toMatchObject({ status: 404, json: { code: 'not_found' } });
    const codes = await post(api, '/api/qrCodes/DownloadForUsers', { AttendeeIds: [b.memberId] });
    expect(codes.status).toBe(404);
  });

  it('refuses an empty member list and a bad language format with clear codes', async () => {
    const { api } = a.tenant;
    const empty = await post(api, '/api/qrCodes/DownloadForUsers', { AttendeeIds: [], ApplicationUserIds: [] });
    expect(empty).toMatchObject({ status: 400, json: { code: 'validation_failed' } });
    const format = await get(api, `/api/Attendances/CreatePrintPdf/${a.appointmentId}?format=docx`);
    expect(format).toMatchObject({ status: 400, json: { code: 'validation_failed' } });
  });

  it('lets a trainer print lists but not invoices; a member prints neither', async () => {
    const trainer = await loginAs(a, Authority.Trainer);
    expect((await get(trainer, `/api/Attendances/CreatePrintPdf/${a.appointmentId}`)).type).toBe('application/pdf');
    expect((await get(trainer, `/api/AttendeeCourses/CreatePrintPdf/${a.seriesId}`)).type).toBe('application/pdf');
    expect(await post(trainer, '/api/invoices/ExportSingleInvoice', { InvoiceId: a.invoiceId })).toMatchObject({
      status: 403,
      json: { code: 'forbidden' },
    });
    const member = await loginAs(a, Authority.Attendee);
    for (const path of [
      `/api/Attendances/CreatePrintPdf/${a.appointmentId}`,
      `/api/AttendeeCourseWaitingPositions/CreatePrintPdf/${a.seriesDateTimeId}`,
      `/api/AttendeeCourses/CreatePrintPdf/${a.seriesId}`,
    ]) {
      expect(await get(member, path), path).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    }
    expect((await post(member, '/api/invoices/ExportSingleInvoice', { InvoiceId: a.invoiceId })).status).toBe(403);
    expect((await post(member, '/api/qrCodes/DownloadForUsers', { AttendeeIds: [a.memberId] })).status).toBe(403);
  });
});

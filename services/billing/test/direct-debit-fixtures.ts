import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, payloadOf, referencePath, type TestService } from '@takt/kit/testing';
import { BookingEvents, IdentityEvents, MembershipEvents, type Caller, type UserCaller } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

/** Far enough ahead that "today or later" holds whenever the tests run. */
export const COLLECTION_DATE = '2030-01-02';

export function directDebitFixtures(t: TestService<Client>) {
  const post = (url: string, body: object, caller: Caller) => t.call('POST', url, body, caller);

  /** The company as identity announces it, with a valid creditor identifier unless overridden. */
  const company = (companyId: string, over: object = {}) =>
    t.announce(IdentityEvents.CompanySaved, companyId, payloadOf(IdentityEvents.CompanySaved, { companyId, ...over }));

  async function attendee(companyId: string, firstName: string, lastName: string): Promise<string> {
    const p = payloadOf(MembershipEvents.AttendeeCreated, { firstName, lastName });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
    return p.attendeeId;
  }

  async function mandate(caller: UserCaller, attendeeId: string, over: object = {}): Promise<void> {
    const res = await post(
      '/api/PaymentData/UpdatePaymentMandate',
      { attendeeId, type: 0, iban: 'DE89370400440532013000', accountHolder: 'Jürgen Müller', mandateDate: '2026-01-15', ...over },
      caller,
    );
    if (res.statusCode !== 200) throw new Error(`mandate: ${res.body}`);
  }

  /**
   * An open monthly invoice of `centCost` for the attendee, as in production: booking's event gives
   * a pending position, the invoice run of its month issues the invoice.
   */
  async function openInvoice(caller: UserCaller, attendeeId: string, centCost: number, date = '2026-11-03'): Promise<string> {
    const p = payloadOf(BookingEvents.AttendanceConfirmed, { attendeeId, centCost, date });
    await t.announce(BookingEvents.AttendanceConfirmed, caller.companyId, p);
    const filter = encodeURIComponent(`sourceAppointmentId eq ${p.appointmentId}`);
    const position = async () =>
      (await t.call('GET', `/odata/invoicePositions?$filter=${filter}`, undefined, caller)).json<{
        value: { invoiceId: string | null }[];
      }>().value[0];
    await eventually(position);
    const run = await post('/api/invoices/Run', { periodType: 0, periodStart: `${date.slice(0, 8)}01` }, caller);
    if (run.statusCode !== 200) throw new Error(`run: ${run.body}`);
    const invoiceId = await eventually(async () => (await position())?.invoiceId ?? undefined);
    return invoiceId;
  }

  const invoice = async (caller: Caller, id: string) =>
    (await t.call('GET', `/api/invoices/${id}`, undefined, caller)).json<{ paymentStatus: number; centCostSum: number }>();

  return { post, company, attendee, mandate, openInvoice, invoice };
}

const dir = mkdtempSync(join(tmpdir(), 'sepa-'));
/** xmllint's complaint, or '' when the file validates against the schema. */
export function schemaErrors(xml: string, format: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', referencePath('sepa', `${format}.xsd`), file], { stdio: 'pipe' });
    return '';
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? err);
  }
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents, PaymentInterval, type Caller, type PaymentData } from '@takt/proto';
import { billingService } from '../src/service.ts';

const t = useTestService(billingService);

const get = (id: string, caller: Caller) => t.call('GET', `/api/PaymentData/GetPaymentMandate/${id}`, undefined, caller);
const update = (body: object, caller: Caller) => t.call('POST', '/api/PaymentData/UpdatePaymentMandate', body, caller);

/** An attendee in billing's read model of the caller's company. */
async function attendee(companyId: string, firstName = 'Jürgen', lastName = 'Müller'): Promise<string> {
  const p = payloadOf(MembershipEvents.AttendeeCreated, { firstName, lastName });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return p.attendeeId;
}

const mandate = (attendeeId: string, over: object = {}) => ({
  AttendeeId: attendeeId,
  Type: 0,
  Interval: 0,
  Iban: 'de89 3704 0044 0532 0130 00',
  Bic: 'cobadeffxxx',
  AccountHolder: 'Jürgen Müller',
  MandateReference: `M-${randomUUID().slice(0, 8)}`,
  MandateDate: '2026-01-15',
  ...over,
});

describe('payment data and mandates', () => {
  it('answers an empty mandate for an attendee without payment data', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const res = await get(id, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ attendeeId: id, attendeeName: 'Müller, Jürgen', exists: false, iban: null, firstCollection: true });
  });

  it('stores a mandate in electronic format and reads it back with the printed format', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const body = mandate(id, { ValidFrom: '2026-02-01', ValidTill: '2027-01-31' });
    const res = await update(body, manager);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      attendeeId: id,
      type: 0,
      interval: 0,
      iban: 'DE89370400440532013000',
      ibanFormatted: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      accountHolder: 'Jürgen Müller',
      mandateReference: body.MandateReference,
      mandateDate: '2026-01-15',
      validFrom: '2026-02-01',
      validTill: '2027-01-31',
      recurring: true,
      firstCollection: true,
      exists: true,
    };
    expect(res.json()).toMatchObject(expected);
    expect((await get(id, manager)).json()).toMatchObject(expected);
  });

  it('assigns a mandate reference when none is given and keeps it on the next change', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const first = (await update(mandate(id, { MandateReference: '' }), manager)).json<PaymentData>();
    expect(first.mandateReference).toMatch(/^TAKT-[0-9A-F]{24}$/);
    const second = (await update(mandate(id, { MandateReference: undefined, Interval: 1 }), manager)).json<PaymentData>();
    expect(second).toMatchObject({ mandateReference: first.mandateReference, interval: 1 });
  });

  it('refuses an invalid IBAN with the field, and changes nothing', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    await update(mandate(id), manager);
    const res = await update(mandate(id, { Iban: 'DE88370400440532013000', AccountHolder: 'Someone Else' }), manager);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [expect.objectContaining({ field: 'iban' })] } });
    expect((await get(id, manager)).json()).toMatchObject({ iban: 'DE89370400440532013000', accountHolder: 'Jürgen Müller' });
  });

  it.each([
    ['a direct debit without IBAN', { Iban: '' }, 'iban'],
    ['a direct debit without holder', { AccountHolder: '' }, 'accountHolder'],
    ['a direct debit without mandate date', { MandateDate: null }, 'mandateDate'],
    ['a BIC of the wrong length', { Bic: 'COBADEF' }, 'bic'],
    ['a reference with characters outside SEPA', { MandateReference: 'M_1#' }, 'mandateReference'],
    ['validity ending before it starts', { ValidFrom: '2026-05-01', ValidTill: '2026-04-30' }, 'validTill'],
    ['an unknown type', { Type: 7 }, 'type'],
  ])('refuses %s (400 with the field)', async (_, over, field) => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const res = await update(mandate(id, over), manager);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await get(id, manager)).json()).toMatchObject({ exists: false });
  });

  it('stores payment by invoice without bank data', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const res = await update({ AttendeeId: id, Type: 1, Interval: 3 }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 1, interval: 3, iban: null, mandateReference: null });
  });

  it('answers 409 for a mandate reference another attendee of the company holds; other companies may use it', async () => {
    const manager = userCaller('manager');
    const [a, b] = [await attendee(manager.companyId), await attendee(manager.companyId, 'Anna', 'Berg')];
    const reference = `M-${randomUUID().slice(0, 8)}`;
    expect((await update(mandate(a, { MandateReference: reference }), manager)).statusCode).toBe(200);
    const taken = await update(mandate(b, { MandateReference: reference }), manager);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'mandate_reference_taken' });
    expect((await get(b, manager)).json()).toMatchObject({ exists: false });

    const other = userCaller('manager');
    const c = await attendee(other.companyId);
    expect((await update(mandate(c, { MandateReference: reference }), other)).statusCode).toBe(200);
  });

  it('starts the sequence over (first collection) when the account or reference changes', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const body = mandate(id);
    await update({ ...body, FirstCollection: false }, manager);
    expect((await update(body, manager)).json()).toMatchObject({ firstCollection: false });
    expect((await update({ ...body, Iban: 'DE02120300000000202051' }, manager)).json()).toMatchObject({ firstCollection: true });
  });

  it('answers 404 for another company’s attendee and an unknown one, 403 for roles without money access', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    await update(mandate(id), manager);
    const other = userCaller('manager');
    expect((await get(id, other)).statusCode).toBe(404);
    expect((await update(mandate(id), other)).statusCode).toBe(404);
    expect((await get(randomUUID(), manager)).statusCode).toBe(404);
    expect((await get(id, manager)).json()).toMatchObject({ exists: true });

    for (const role of ['trainer', 'attendee'] as const) {
      const caller = userCaller(role, manager.companyId);
      expect((await get(id, caller)).statusCode).toBe(403);
      expect((await update(mandate(id), caller)).statusCode).toBe(403);
      expect((await t.call('POST', '/api/PaymentData/ValidateIban', { iban: 'DE89370400440532013000' }, caller)).statusCode).toBe(403);
    }
    expect((await get(id, userCaller('employee', manager.companyId))).statusCode).toBe(200);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', true, null, 'DE89 3704 0044 0532 0130 00'],
    ['DE88370400440532013000', false, 'checksum', 'DE88 3704 0044 0532 0130 00'],
    ['XX89370400440532013000', false, 'unknown_country', 'XX89 3704 0044 0532 0130 00'],
    ['DE8937040044053201300', false, 'structure', 'DE89 3704 0044 0532 0130 0'],
    ['hello', false, 'malformed', 'HELL O'],
  ])('ValidateIban %j → valid %s, problem %s', async (iban, valid, problem, formatted) => {
    const res = await t.call('POST', '/api/PaymentData/ValidateIban', { Iban: iban }, userCaller('employee'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid, problem, formatted });
  });

  it('takes a mandate from the public application once, keeping its reference', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    const p = payloadOf(MembershipEvents.MandateGiven, {
      attendeeId: id,
      iban: 'de02 1203 0000 0000 2020 51',
      mandateReference: 'WEB-4711',
    });
    const event = await t.emit(MembershipEvents.MandateGiven, manager.companyId, p);
    const stored = await eventually(async () => {
      const body = (await get(id, manager)).json<PaymentData>();
      return body.exists ? body : undefined;
    });
    expect(stored).toMatchObject({
      type: 0,
      iban: 'DE02120300000000202051',
      accountHolder: 'Max Muster',
      mandateReference: 'WEB-4711',
      mandateDate: '2026-01-15',
      firstCollection: true,
    });

    // Staff mark it collected; the redelivered event must not reset that.
    await update(mandate(id, { Iban: 'DE02120300000000202051', MandateReference: 'WEB-4711', FirstCollection: false }), manager);
    const duplicatesBefore = t.svc.stats.duplicates;
    await t.redeliver(event);
    await eventually(async () => (t.svc.stats.duplicates > duplicatesBefore ? true : undefined));
    expect((await get(id, manager)).json()).toMatchObject({ firstCollection: false, accountHolder: 'Jürgen Müller' });
  });

  it('gives a mandate from the application billing’s own reference when another attendee holds its reference', async () => {
    const manager = userCaller('manager');
    const [a, b] = [await attendee(manager.companyId), await attendee(manager.companyId, 'Anna', 'Berg')];
    await update(mandate(a, { MandateReference: 'WEB-1' }), manager);
    await t.announce(
      MembershipEvents.MandateGiven,
      manager.companyId,
      payloadOf(MembershipEvents.MandateGiven, { attendeeId: b, mandateReference: 'WEB-1' }),
    );
    expect((await get(b, manager)).json()).toMatchObject({ exists: true, mandateReference: expect.stringMatching(/^TAKT-/) });
  });

  it('takes the payment interval the applicant chose with the mandate', async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    await t.announce(
      MembershipEvents.MandateGiven,
      manager.companyId,
      payloadOf(MembershipEvents.MandateGiven, { attendeeId: id, interval: PaymentInterval.Quarterly }),
    );
    expect((await get(id, manager)).json()).toMatchObject({ exists: true, interval: PaymentInterval.Quarterly });
  });

  it("keeps what staff entered when the application's mandate is handled after it, and takes a newer one", async () => {
    const manager = userCaller('manager');
    const id = await attendee(manager.companyId);
    await update(mandate(id, { Iban: 'DE02120300000000202051', MandateReference: 'STAFF-1' }), manager);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const given = (mandateReference: string) => payloadOf(MembershipEvents.MandateGiven, { attendeeId: id, mandateReference });
    await t.announce(MembershipEvents.MandateGiven, manager.companyId, given('WEB-OLD'), { occurredAt: at(-5) });
    expect((await get(id, manager)).json()).toMatchObject({ mandateReference: 'STAFF-1', accountHolder: 'Jürgen Müller' });
    await t.announce(MembershipEvents.MandateGiven, manager.companyId, given('WEB-NEW'), { occurredAt: at(5) });
    expect((await get(id, manager)).json()).toMatchObject({ mandateReference: 'WEB-NEW', accountHolder: 'Max Muster' });
  });
});

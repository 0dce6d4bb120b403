import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { ContactType, IdentityEvents, MembershipRequestType, PaymentInterval } from '@takt/proto';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';
import { catalogueClient } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const { location } = attendeeFixtures(t);
const c = catalogueClient(t);

const IBAN = 'DE89370400440532013000';
const nextYear = `${new Date().getFullYear() + 1}-01-01`;

/** A company with a location, a paid monthly type (student price), a free trial type, a linked one-time fee. */
async function studio() {
  const manager = userCaller('manager');
  const locationId = await location(manager.companyId, 'Mitte');
  const student = await c.entry(manager, 'MemberStatus', { Name: 'Studierende' });
  const fitness = await c.type(manager, { Name: 'Fitness', Cost: 3000, MinAge: 6 });
  const trial = await c.type(manager, { Name: 'Probetraining', Cost: 0 });
  await c.type(manager, { Name: 'Alt', Cost: 1000, Active: false });
  await c.ok(
    'POST',
    '/api/MembershipTypeCostOverrides/AddMultiple',
    { MembershipTypeId: fitness, MemberStatusCostEntries: [{ MemberStatusId: student, Cost: 2000 }] },
    manager,
  );
  const fee = await c.entry(manager, 'Cost', { Name: 'Aufnahme', Type: 0, Cost: 2500 });
  await c.ok('POST', '/api/ReferenceParents/CostMembershipType', { ParentId: fitness, ReferenceId: fee }, manager);
  return { manager, companyId: manager.companyId, locationId, student, fitness, trial, fee };
}

const applicant = (over: Record<string, unknown> = {}) => ({
  FirstName: 'Mia',
  LastName: 'Sommer',
  Email: 'mia@example.com',
  Birthday: '1990-04-01',
  UserName: `mia.${randomUUID().slice(0, 6)}`,
  Street: 'Weg 1',
  Zip: '10115',
  City: 'Berlin',
  ...over,
});
const application = (s: { locationId: string; fitness: string }, over: Record<string, unknown> = {}) => ({
  LocationId: s.locationId,
  MembershipTypeIds: [s.fitness],
  FromDate: nextYear,
  InputAppUser: applicant(),
  PaymentMandate: { Iban: IBAN, AccountHolder: 'Mia Sommer', PaymentInterval: PaymentInterval.Quarterly },
  AgreedToTermsAndPrivacy: true,
  ...over,
});
const register = (body: unknown) => t.call('POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', body);
const attendees = (companyId: string) => t.db.system((tx) => tx.attendee.count({ where: { companyId } }));
const outboxOf = async (subject: string, companyId: string) => (await c.events(subject, companyId)).map((e) => e.payload);

describe('public membership application', () => {
  it('reads only the active catalogue of the company named, anonymously', async () => {
    const s = await studio();
    const get = async (path: string, id = s.companyId) => {
      const res = await t.call('GET', `/api/AttendeeRegisterFull/${path}/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await get('GetMembershipTypesByCompanyId')).map((x: { name: string }) => x.name)).toEqual(['Fitness', 'Probetraining']);
    expect(await get('GetCostsByCompanyId')).toEqual([{ id: s.fee, name: 'Aufnahme', type: 0, cost: 2500 }]);
    expect(await get('GetMemberStatusesByCompanyId')).toEqual([{ id: s.student, name: 'Studierende' }]);
    expect(await get('GetMembershipTypeCostOverridesByCompanyId')).toMatchObject([
      { membershipTypeId: s.fitness, memberStatusId: s.student, cost: 2000 },
    ]);
    expect(await get('GetCostMembershipTypes')).toEqual([{ costId: s.fee, membershipTypeId: s.fitness }]);
    await c.ok(
      'POST',
      '/api/CostDiscounts/AddMultiple',
      {
        CostId: s.fee,
        DiscountEntries: [
          { AltCost: 0, DateFrom: '2020-01-01', DateTill: '2020-12-31' },
          { AltCost: 1000, DateFrom: '2021-01-01' },
        ],
      },
      s.manager,
    );
    expect((await get('GetActiveCostDiscountsByCompanyId')).map((d: { altCost: number }) => d.altCost)).toEqual([1000]);
    // Another company (or none) sees none of it.
    const other = userCaller('manager').companyId;
    for (const path of ['GetMembershipTypesByCompanyId', 'GetCostsByCompanyId', 'GetMemberStatusesByCompanyId', 'GetCostMembershipTypes'])
      expect(await get(path, other)).toEqual([]);
  });

  it('quotes the figures on the server: member status price, linked fee, interval factor', async () => {
    const s = await studio();
    const quote = (body: Record<string, unknown>) =>
      t.call('POST', '/api/AttendeeRegisterFull/Confirmation', {
        LocationId: s.locationId,
        MembershipTypeIds: [s.fitness],
        FromDate: nextYear,
        ...body,
      });
    const res = await quote({ MemberStatusId: s.student, PaymentInterval: PaymentInterval.Quarterly });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subscriptions: ['Fitness'],
      subscriptionPrices: [2000],
      oneTimeCostItems: ['Aufnahme'],
      oneTimeCostPrices: [2500],
      periodicFixedCostItems: [],
      periodicFixedCostPrices: [],
      yearlyFixedCostItems: [],
      yearlyFixedCostPrices: [],
      totalCosts: 2000 * 3 + 2500,
      periodicCostFactor: 3,
      paymentInterval: PaymentInterval.Quarterly,
      fromDate: nextYear,
    });
    expect((await quote({ MembershipTypeIds: [randomUUID()] })).json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'membershipTypeIds.0' }] },
    });
    expect((await quote({ FromDate: '2020-01-01' })).json()).toMatchObject({ details: { fields: [{ field: 'fromDate' }] } });
    expect((await quote({ LocationId: randomUUID() })).statusCode).toBe(404);
  });

  it('registers an applicant: attendee with user name, memberships, contact, mandate event and an open application', async () => {
    const s = await studio();
    const body = application(s, {
      MemberStatusId: s.student,
      Contact: { FirstName: 'Eva', LastName: 'Sommer', ContactType: ContactType.Other, Phone: '030 1234' },
    });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, confirmation } = res.json();
    expect(confirmation).toMatchObject({
      firstName: 'Mia',
      userName: body.InputAppUser.UserName,
      address: 'Weg 1, 10115 Berlin',
      iban: IBAN,
      totalCosts: 2000 * 3 + 2500,
      periodicCostFactor: 3,
      paymentType: 0,
    });
    const staff = userCaller('employee', s.companyId);
    const member = (await t.call('GET', `/api/Attendees/${id}`, undefined, staff)).json();
    expect(member).toMatchObject({
      isInterested: false,
      userName: body.InputAppUser.UserName,
      mainLocationId: s.locationId,
      memberStatusId: s.student,
      birthday: '1990-04-01',
      membershipTypes: [{ membershipTypeId: s.fitness, fromDate: nextYear }],
    });
    expect((await t.call('GET', `/api/Contact/GetByAttendeeId/${id}`, undefined, staff)).json()).toMatchObject([
      { firstName: 'Eva', contactType: ContactType.Other },
    ]);
    const [created] = await outboxOf('membership.attendee.created', s.companyId);
    expect(created).toMatchObject({ attendeeId: id, userName: body.InputAppUser.UserName, applicationUserId: member.applicationUserId });
    expect(await outboxOf('membership.mandate.given', s.companyId)).toEqual([
      expect.objectContaining({ attendeeId: id, iban: IBAN, holder: 'Mia Sommer', interval: PaymentInterval.Quarterly }),
    ]);
    const requests = (await t.call('GET', '/odata/MembershipRequests', undefined, staff)).json().value;
    expect(requests).toMatchObject([
      { attendeeId: id, type: MembershipRequestType.MembershipApplication, status: 0, startDate: nextYear, locationId: s.locationId },
    ]);
  });

  it('refuses bad input and changes nothing: IBAN, unknown type, foreign type, minor without guardian, age, terms', async () => {
    const s = await studio();
    const foreign = await studio();
    const tries: [Record<string, unknown>, string][] = [
      [{ PaymentMandate: { Iban: 'DE89370400440532013001', AccountHolder: 'Mia' } }, 'paymentMandate.iban'],
      [{ MembershipTypeIds: [randomUUID()] }, 'membershipTypeIds.0'],
      [{ MembershipTypeIds: [foreign.fitness] }, 'membershipTypeIds.0'],
      [{ InputAppUser: applicant({ Birthday: '2015-06-01' }) }, 'contact'],
      [
        {
          InputAppUser: applicant({ Birthday: '2015-06-01' }),
          Contact: { FirstName: 'Tom', LastName: 'Tante', ContactType: ContactType.Other },
        },
        'contact',
      ],
      [{ InputAppUser: applicant({ Birthday: '2024-06-01' }), MembershipTypeIds: [s.trial, s.fitness] }, 'membershipTypeIds.1'],
      [{ AgreedToTermsAndPrivacy: false }, 'agreedToTermsAndPrivacy'],
      [{ InputAppUser: applicant({ UserName: 'kein name!' }) }, 'inputAppUser.userName'],
    ];
    for (const [over, field] of tries) {
      const res = await register(application(s, over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json(), field).toMatchObject({ code: 'validation_failed' });
      expect(
        res.json().details.fields.map((f: { field: string }) => f.field),
        field,
      ).toContain(field);
    }
    expect(await attendees(s.companyId)).toBe(0);
    expect(await outboxOf('membership.mandate.given', s.companyId)).toEqual([]);
    // A minor with a guardian, or with only a free type, is welcome.
    const guardian = { FirstName: 'Eva', LastName: 'Sommer', ContactType: ContactType.LegalGuardian };
    expect((await register(application(s, { InputAppUser: applicant({ Birthday: '2015-06-01' }), Contact: guardian }))).statusCode).toBe(
      200,
    );
    expect(
      (await register(application(s, { InputAppUser: applicant({ Birthday: '2015-06-01' }), MembershipTypeIds: [s.trial] }))).statusCode,
    ).toBe(200);
    expect(await attendees(s.companyId)).toBe(2);
  });

  it("offers and accepts only the payment intervals the company's settings allow", async () => {
    const s = await studio();
    const quote = (interval: number) =>
      t.call('POST', '/api/AttendeeRegisterFull/Confirmation', {
        LocationId: s.locationId,
        MembershipTypeIds: [s.fitness],
        PaymentInterval: interval,
      });
    // Every interval until identity has announced the settings (spec section 9's default).
    expect((await quote(PaymentInterval.HalfYearly)).statusCode).toBe(200);
    await t.announce(
      IdentityEvents.SettingsSaved,
      s.companyId,
      payloadOf(IdentityEvents.SettingsSaved, {
        allowMonthlyPaymentInterval: false,
        allowQuarterlyPaymentInterval: false,
        allowHalfYearlyPaymentInterval: false,
        allowYearlyPaymentInterval: true,
      }),
    );
    const refused = await quote(PaymentInterval.Monthly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'paymentInterval' }] } });
    const monthly = await register(application(s, { PaymentMandate: { Iban: IBAN, AccountHolder: 'Mia', PaymentInterval: 0 } }));
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json()).toMatchObject({ details: { fields: [{ field: 'paymentMandate.paymentInterval' }] } });
    expect(await attendees(s.companyId)).toBe(0);
    const yearly = { Iban: IBAN, AccountHolder: 'Mia', PaymentInterval: PaymentInterval.Yearly };
    expect((await register(application(s, { PaymentMandate: yearly }))).statusCode).toBe(200);
    expect(await attendees(s.companyId)).toBe(1);
  });

  it("cannot read or write another company's people: the location decides the company", async () => {
    const a = await studio();
    const b = await studio();
    // B's location with A's type: the type is unknown in B.
    const res = await register(application({ locationId: b.locationId, fitness: a.fitness }));
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'membershipTypeIds.0' }] } });
    expect((await register(application({ locationId: randomUUID(), fitness: a.fitness }))).statusCode).toBe(404);
    // An interested person of A: found at A's location, not at B's; A's member is never shown.
    const interested = (
      await t.call(
        'POST',
        `/api/Attendees/AddInterested/${a.locationId}`,
        { FirstName: 'Ida', LastName: 'Neu', Email: 'ida@example.com' },
        a.manager,
      )
    ).json().id;
    const applicantAt = (locationId: string, id = interested) =>
      t.call('GET', `/api/AttendeeRegisterFull/GetAttendeeByAttendeeIdAndLocationId/${id}/${locationId}`);
    expect((await applicantAt(a.locationId)).json()).toEqual({ id: interested, firstName: 'Ida', lastName: 'Neu' });
    expect((await applicantAt(b.locationId)).statusCode).toBe(404);
    // Applying at B as A's interested person: not found, nothing written in either company.
    expect((await register(application(b, { ExistingAttendeeId: interested }))).statusCode).toBe(404);
    expect(await attendees(b.companyId)).toBe(0);
    // At A the interested person becomes the member (identity creates the login from AttendeeUpdated).
    const done = await register(application(a, { ExistingAttendeeId: interested }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().id).toBe(interested);
    expect((await applicantAt(a.locationId)).statusCode).toBe(404);
    const updated = (await outboxOf('membership.attendee.updated', a.companyId)).at(-1);
    expect(updated).toMatchObject({
      attendeeId: interested,
      applicationUserId: expect.any(String),
      userName: expect.stringMatching(/^mia\./),
    });
    expect(await attendees(a.companyId)).toBe(1);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const s = await studio();
    const res = await register(application(s, { Website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toEqual(expect.any(String));
    expect(await attendees(s.companyId)).toBe(0);
    expect(await outboxOf('membership.attendee.created', s.companyId)).toEqual([]);
  });
});

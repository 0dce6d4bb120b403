import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawSql } from '@takt/kit';
import { eventually, signUp as signUpCompany, userCaller, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

// The audit tests expect the admin to be "Muster, Anna".
const signUp = (company: Record<string, unknown> = {}) => signUpCompany(call, { company, admin: { LastName: 'Muster' } });

const setTrialBegin = (companyId: string, date: Date | null) =>
  t.db.system((tx) => tx.company.update({ where: { id: companyId }, data: { trialBeginDate: date } }));

/** Lock requests waiting in this database (the racing update blocks on the unique index). */
const waitingLocks = () =>
  t.db.system(async (tx) => {
    const rows = await rawSql(tx).$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`;
    return rows[0]!.n;
  });

const data = (name: string, extra: Record<string, unknown> = {}) => ({
  Name: name,
  Email: 'office@example.com',
  CountryId: 'DE',
  ...extra,
});

describe('company', () => {
  it('answers the own company with the derived trial values', async () => {
    const { companyName: name, admin } = await signUp();
    const own = await call('GET', '/api/Company/Get', undefined, admin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: admin.companyId,
      name,
      countryId: 'DE',
      countryName: 'Deutschland',
      trialDaysLeft: 14,
      trialEndingSoon: false,
      trialExpired: false,
    });

    await setTrialBegin(admin.companyId, new Date(Date.now() - 10 * 86_400_000));
    expect((await call('GET', '/api/Company/Get', undefined, admin)).json()).toMatchObject({
      trialDaysLeft: 4,
      trialEndingSoon: true,
      trialExpired: false,
    });
    await setTrialBegin(admin.companyId, new Date(Date.now() - 30 * 86_400_000));
    expect((await call('GET', '/api/Company/Get', undefined, admin)).json()).toMatchObject({
      trialDaysLeft: 0,
      trialEndingSoon: true,
      trialExpired: true,
    });
    await setTrialBegin(admin.companyId, null);
    expect((await call('GET', '/api/Company/Get', undefined, admin)).json()).toMatchObject({
      trialBeginDate: null,
      trialDaysLeft: -1,
      trialEndingSoon: false,
      trialExpired: false,
    });

    // My company is for admins and managers (with myCompanyViewEdit).
    expect((await call('GET', '/api/Company/Get', undefined, userCaller('manager', admin.companyId))).statusCode).toBe(200);
    expect((await call('GET', '/api/Company/Get', undefined, userCaller('employee', admin.companyId))).statusCode).toBe(403);
    expect((await call('PUT', '/api/Company', data(name), userCaller('trainer', admin.companyId))).statusCode).toBe(403);
  });

  it('updates the company data with unique name, valid unique support e-mail and an allowed country, audited', async () => {
    const other = await signUp({ Name: `Tanzhaus ${randomUUID()}`, SupportEmail: 'hilfe@tanzhaus.example' });
    const { admin } = await signUp();
    const name = `Neuer Name ${randomUUID()}`;
    const put = await call(
      'PUT',
      '/api/Company',
      data(name, {
        SupportEmail: 'support@studio.example',
        EmailAccounting: 'buchhaltung@studio.example',
        CountryId: 'at',
        City: 'Wien',
        Street: 'Ring 1',
        Postcode: '1010',
        Phone: '+43 1 234567',
        Web: 'https://studio.example',
        InactivityMinutes: 45,
        LocalCourt: 'Handelsgericht Wien',
        ManagingDirector: 'Anna Muster',
        RegisteredOffice: 'Wien',
        Sector: 'Yoga',
        Iban: 'AT611904300234573201',
        CreditorIdentifier: 'AT12ZZZ00000000001',
      }),
      admin,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name,
      countryId: 'AT',
      countryName: 'Österreich',
      supportEmail: 'support@studio.example',
      inactivityMinutes: 45,
      web: 'https://studio.example',
    });
    expect((await call('GET', '/api/Company/Get', undefined, admin)).json()).toMatchObject({
      name,
      city: 'Wien',
      iban: 'AT611904300234573201',
    });
    // Billing's creditor read model hears of the change.
    const saved = (await t.outbox('identity.company.saved')).filter((e) => e.companyId === admin.companyId).map((e) => e.payload);
    expect(saved).toEqual([{ companyId: admin.companyId, name, iban: 'AT611904300234573201', creditorIdentifier: 'AT12ZZZ00000000001' }]);

    const taken = await call('PUT', '/api/Company', data(other.companyName.toUpperCase()), admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'company_name_taken', details: { field: 'name' } });

    const invalidMail = await call('PUT', '/api/Company', data(name, { SupportEmail: 'kein-mail' }), admin);
    expect(invalidMail.statusCode).toBe(400);
    expect(invalidMail.json().details.fields).toEqual([expect.objectContaining({ field: 'supportEmail' })]);

    const usedMail = await call('PUT', '/api/Company', data(name, { SupportEmail: 'HILFE@tanzhaus.example' }), admin);
    expect(usedMail.statusCode).toBe(409);
    expect(usedMail.json()).toMatchObject({ code: 'support_email_taken', details: { field: 'supportEmail' } });

    const badIban = await call('PUT', '/api/Company', data(name, { Iban: 'AT611904300234573202' }), admin);
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().details.fields).toEqual([expect.objectContaining({ field: 'iban' })]);

    const swiss = await call('PUT', '/api/Company', data(name, { CountryId: 'CH' }), admin);
    expect(swiss.statusCode).toBe(400);
    expect(swiss.json().details.fields).toEqual([expect.objectContaining({ field: 'countryId' })]);

    // Keeping its own name and support e-mail is fine.
    expect(
      (await call('PUT', '/api/Company', data(name.toLowerCase(), { SupportEmail: 'support@studio.example', CountryId: 'AT' }), admin))
        .statusCode,
    ).toBe(200);

    const audits = (await t.outbox('identity.audit.recorded'))
      .filter((e) => e.companyId === admin.companyId)
      .map((e) => e.payload as Record<string, unknown>);
    expect(audits).toEqual([
      expect.objectContaining({
        entityType: 'Company',
        entityId: admin.companyId,
        action: 'updated',
        executedById: admin.userId,
        executedByName: 'Muster, Anna',
      }),
      expect.objectContaining({ entityType: 'Company', action: 'updated', changes: { name: { from: name, to: name.toLowerCase() } } }),
    ]);
    expect((audits[0]!.changes as Record<string, unknown>).countryId).toEqual({ from: 'DE', to: 'AT' });
  });

  it('answers support_email_taken when an update races past the check into the unique index', async () => {
    const holder = await signUp();
    const { admin } = await signUp();
    const mail = `race.${randomUUID().slice(0, 8)}@studio.example`;
    // Another transaction claims the e-mail without committing: the update's check cannot see it
    // and its write waits on the unique index until that transaction commits.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let claimed = false;
    const claim = t.db.system(async (tx) => {
      await tx.company.update({ where: { id: holder.companyId }, data: { supportEmail: mail } });
      claimed = true;
      await committed;
    });
    await eventually(async () => claimed || undefined, 5_000, 'the claim');
    const put = call('PUT', '/api/Company', data(`Race ${randomUUID()}`, { SupportEmail: mail.toUpperCase() }), admin);
    await eventually(async () => ((await waitingLocks()) > 0 ? true : undefined), 5_000, 'the update waiting on the index');
    commit();
    await claim;
    const res = await put;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'support_email_taken', details: { field: 'supportEmail' } });
    expect((await call('GET', '/api/Company/Get', undefined, admin)).json()).toMatchObject({ supportEmail: null });
  });

  it('checks names for sign-up and validation posts, and countries at sign-up', async () => {
    const { companyName: name, admin } = await signUp();
    const validate = (body: unknown) => call('POST', '/api/Company/ValidateCompanyName', body).then((r) => r.json());
    expect(await validate({ Name: name.toUpperCase() })).toEqual({ valid: false });
    expect(await validate({ Name: name, Id: admin.companyId })).toEqual({ valid: true });
    expect(await validate({ Name: `Frei ${randomUUID()}` })).toEqual({ valid: true });

    const swiss = await call('POST', '/api/Company', {
      Company: { Name: `Zürich ${randomUUID()}`, Email: 'office@example.com', CountryId: 'CH' },
      Admin: { FirstName: 'A', LastName: 'B', Email: 'a@example.com', UserName: `u-${randomUUID()}`, Password: 'Geheim#2026' },
      AgreedToTermsAndPrivacy: true,
    });
    expect(swiss.statusCode).toBe(400);
    expect(swiss.json().details.fields).toEqual([expect.objectContaining({ field: 'company.countryId' })]);
  });

  it('lists the EU countries and Great Britain in German or English', async () => {
    const de = (await call('GET', '/api/Country/Get')).json();
    expect(de).toHaveLength(28);
    expect(de).toEqual(expect.arrayContaining([{ id: 'DE', name: 'Deutschland', nameDe: 'Deutschland', nameEn: 'Germany' }]));
    expect(de.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['AT', 'GB', 'FR']));
    expect(de.map((c: { id: string }) => c.id)).not.toContain('CH');
    const en = (await call('GET', '/api/Country/Get?lang=en')).json();
    expect(en.find((c: { id: string }) => c.id === 'GB').name).toBe('Great Britain');
    expect(en[0].name).toBe('Austria');
  });

  it('shows only public fields to anonymous callers', async () => {
    const { companyName: name, admin } = await signUp({ City: 'Köln', SupportEmail: `s-${randomUUID()}@example.com` });
    const pub = await call('GET', `/api/Company/GetById/${admin.companyId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({ id: admin.companyId, name, city: 'Köln', countryId: 'DE', countryName: 'Deutschland', hasLogo: false });
    expect((await call('GET', `/api/Company/GetNamebyId/${admin.companyId}`)).json()).toEqual({ id: admin.companyId, name });
    expect((await call('GET', `/api/Company/GetById/${randomUUID()}`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/Company/GetCompanyCountry?lang=en', undefined, userCaller('trainer', admin.companyId))).json(),
    ).toMatchObject({ id: 'DE', name: 'Germany' });
  });

  it('lets only an admin delete only the own company; afterwards it answers 404', async () => {
    const a = await signUp();
    const b = await signUp();
    expect(
      (await call('DELETE', `/api/Company/${a.admin.companyId}`, undefined, userCaller('manager', a.admin.companyId))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/Company/${b.admin.companyId}`, undefined, a.admin)).statusCode).toBe(404);

    const login = await call('POST', '/api/Users/authenticate', { Username: a.adminUserName, Password: 'Geheim#2026' });
    expect(login.statusCode, login.body).toBe(200);

    expect((await call('DELETE', `/api/Company/${a.admin.companyId}`, undefined, a.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/Company/Get', undefined, a.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/Company/GetById/${a.admin.companyId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Locations/GetLocationsAnonymous/${a.admin.companyId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/settingss/GetAnonymous/${a.admin.companyId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Company/${a.admin.companyId}`, undefined, a.admin)).statusCode).toBe(404);
    // Its users can no longer log in, and its sessions end: the refresh token was revoked.
    const again = await call('POST', '/api/Users/authenticate', { Username: a.adminUserName, Password: 'Geheim#2026' });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('login_user_deleted');
    expect((await call('POST', '/api/users/refreshtoken', { RefreshToken: login.json().refreshToken })).statusCode).toBe(401);
    // The name stays reserved; the other company is untouched.
    expect((await call('POST', '/api/Company/ValidateCompanyName', { Name: a.companyName })).json()).toEqual({ valid: false });
    expect((await call('GET', '/api/Company/Get', undefined, b.admin)).statusCode).toBe(200);

    const audits = (await t.outbox('identity.audit.recorded'))
      .filter((e) => e.companyId === a.admin.companyId)
      .map((e) => e.payload as Record<string, unknown>);
    expect(audits).toEqual([expect.objectContaining({ entityType: 'Company', entityId: a.admin.companyId, action: 'deleted' })]);
  });
});

import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { assertSchemaMatchesMigrations, signUpBody, userCaller, useTestService } from '@takt/kit/testing';
import { Prisma } from '../src/store/generated/client.ts';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

const signUp = (Name: string, UserName: string) =>
  signUpBody({ company: { Name }, admin: { LastName: 'Müller', Email: 'anna@example.com', UserName } });

describe('identity', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('refuses requests the gateway did not sign', async () => {
    const res = await t.svc.app.inject({ method: 'GET', url: '/api/Users/GetMe' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('creates a company, logs in, rotates and detects refresh token reuse', async () => {
    const created = await call('POST', '/api/Company', signUp('Yogastudio Sonne', 'anna.müller'));
    expect(created.statusCode).toBe(200);
    const { companyId } = created.json();

    const mails = await t.outbox('identity.mail.requested');
    expect(mails.map((m) => m.payload)).toContainEqual(expect.objectContaining({ to: 'anna@example.com', template: 'email-confirmation' }));

    const dup = await call('POST', '/api/Company', signUp('yogastudio sonne', 'other'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('company_name_taken');

    const wrong = await call('POST', '/api/users/authenticate', { username: 'anna.müller', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_invalid');

    const login = await call('POST', '/api/Users/authenticate', { Username: 'ANNA.MÜLLER', Password: 'Geheim#2026' });
    expect(login.statusCode).toBe(200);
    const first = login.json();
    expect(first.accessToken.split('.')).toHaveLength(3);

    const rotated = await call('POST', '/api/users/refreshtoken', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const reuse = await call('POST', '/api/users/refreshtoken', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_token_invalid');
    // Reuse revoked the family, including the token issued by the rotation.
    const after = await call('POST', '/api/users/refreshtoken', { refreshToken: rotated.json().refreshToken });
    expect(after.statusCode).toBe(401);

    const me = await call('GET', '/api/Users/GetMe', undefined, userCaller('admin', companyId, created.json().adminId));
    expect(me.json()).toMatchObject({ company: { name: 'Yogastudio Sonne', trialDaysLeft: 14 }, roles: ['admin'] });
  });

  it('rejects a weak password and missing consent with field errors', async () => {
    const body = signUp('Tanzschule', 'tanz');
    const res = await call('POST', '/api/Company', {
      ...body,
      AgreedToTermsAndPrivacy: false,
      Admin: { ...body.Admin, Password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['admin.password', 'agreedToTermsAndPrivacy']));
  });

  it('scopes locations to the tenant, at the query and at the row-level-security wall', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const created = await call('POST', '/api/Locations', { Name: 'Studio Mitte', City: 'Berlin' }, a);
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await call('GET', `/api/Locations/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Locations/${id}`, undefined, b)).statusCode).toBe(404);

    const list = await call('GET', `/odata/Locations?$filter=${encodeURIComponent("contains(name,'mitte')")}&$count=true`, undefined, a);
    expect(list.json()).toMatchObject({ value: [{ id, name: 'Studio Mitte' }], '@odata.count': 1 });
    expect((await call('GET', '/odata/Locations?$count=true', undefined, b)).json()['@odata.count']).toBe(0);

    // Even a query that forgets the tenant sees only its own rows: RLS is the second wall.
    const countAll = () => t.db.tx((tx) => tx.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM location`).then((r) => Number(r[0]!.n));
    expect(await asTenant(a.companyId, countAll)).toBe(1);
    expect(await asTenant(b.companyId, countAll)).toBe(0);
    expect(await countAll()).toBe(0);
  });

  it('answers 400 for unknown OData fields and bad syntax, 403 for a trainer creating a location', async () => {
    const a = userCaller('manager');
    const unknown = await call('GET', `/odata/Locations?$filter=${encodeURIComponent("secret eq 'x'")}`, undefined, a);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'odata_invalid', details: { position: 0 } });
    const bad = await call('GET', `/odata/Locations?$filter=${encodeURIComponent('name eq')}`, undefined, a);
    expect(bad.statusCode).toBe(400);
    const trainer = await call('POST', '/api/Locations', { Name: 'X' }, userCaller('trainer'));
    expect(trainer.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';
import { addUser, claimsOf, mailsTo } from './auth-fixtures.ts';

const t = useTestService(identityService);
const login = (username: string, password = TEST_PASSWORD) =>
  t.call('POST', '/api/Users/authenticate', { Username: username, Password: password });

describe('password login', () => {
  it('tells a wrong password, a passive user and a deleted user apart (only with the right password)', async () => {
    const { companyId, adminUserName } = await signUp(t.call);
    const passive = await addUser(t, companyId, 'employee', { active: false });
    const deleted = await addUser(t, companyId, 'employee', { deleted: true });

    const wrong = await login(adminUserName, 'Falsch#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_invalid');
    expect((await login('nobody.here')).json().code).toBe('login_invalid');

    expect((await login(passive.userName, 'Falsch#2026')).json().code).toBe('login_invalid');
    const passiveRes = await login(passive.userName);
    expect(passiveRes.statusCode).toBe(401);
    expect(passiveRes.json().code).toBe('login_user_passive');
    const deletedRes = await login(deleted.userName);
    expect(deletedRes.statusCode).toBe(401);
    expect(deletedRes.json().code).toBe('login_user_deleted');

    const ok = await login(adminUserName);
    expect(ok.statusCode).toBe(200);
    expect(claimsOf(ok.json().accessToken)).toMatchObject({ cid: companyId, auth: ['ROLE_ADMIN'] });
    expect(claimsOf(ok.json().accessToken).imp).toBeUndefined();

    // After the company was deleted its users count as deleted.
    await t.db.system((tx) => tx.company.update({ where: { id: companyId }, data: { deletedDate: new Date() } }));
    const gone = await login(adminUserName);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('login_user_deleted');
  });

  it('rate limits a user name after 5 failed logins with a retry hint, before looking at the password', async () => {
    const { companyId } = await signUp(t.call);
    const victim = await addUser(t, companyId, 'employee');
    for (let i = 0; i < 5; i++) expect((await login(victim.userName, `Falsch#${i}`)).statusCode).toBe(401);

    const blocked = await login(victim.userName.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().details.retryAfterSeconds).toBe(retryAfter);

    // Other user names are not affected.
    const other = await addUser(t, companyId, 'employee');
    expect((await login(other.userName)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('resets through init, check and finish; the key works once and the old sessions end', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'employee', { language: 'en' });
    const session = (await login(user.userName)).json();

    const init = await t.call('POST', '/api/Users/reset-password-init', { email: user.email.toUpperCase() });
    expect(init.statusCode).toBe(200);
    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'en', userId: user.id });
    expect(JSON.stringify(mail)).not.toContain(TEST_PASSWORD);
    const key = mail!.variables.token!;
    expect(mail!.variables.link).toBe(`/reset-password?key=${key}`);
    expect(mail!.envelope.companyId).toBe(companyId);

    const check = await t.call('POST', '/api/Users/reset-password-check', { key });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, userId: user.id });

    const weak = await t.call('POST', '/api/Users/reset-password-finish', { key, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('validation_failed');

    const finish = await t.call('POST', '/api/Users/reset-password-finish', { Key: key, NewPassword: 'Neu!Passwort9' });
    expect(finish.statusCode).toBe(200);
    expect((await login(user.userName)).statusCode).toBe(401);
    expect((await login(user.userName, 'Neu!Passwort9')).statusCode).toBe(200);
    // Finishing signed the user out everywhere.
    expect((await t.call('POST', '/api/users/refreshtoken', { refreshToken: session.refreshToken })).statusCode).toBe(401);

    const again = await t.call('POST', '/api/Users/reset-password-finish', { key, newPassword: 'Anders!Pass9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_invalid');
    expect((await t.call('POST', '/api/Users/reset-password-check', { key })).json().code).toBe('token_invalid');

    const audits = await t.outbox('identity.audit.recorded');
    expect(audits.map((a) => a.payload)).toContainEqual(
      expect.objectContaining({
        entityId: user.id,
        action: 'password_reset',
        executedById: user.id,
        changes: { passwordHash: { from: '***', to: '***' } },
      }),
    );
  });

  it('refuses an expired key', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'trainer');
    await t.call('POST', '/api/Users/ResetPasswordByEmail/de', { Email: user.email });
    const [mail] = await mailsTo(t, user.email);
    await t.db.system((tx) => tx.userToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } }));

    const res = await t.call('POST', '/api/Users/setNewPasswordViaEmail', {
      TokenId: mail!.variables.token,
      UserId: user.id,
      NewPassword: 'Neu!Passwort9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_invalid');
    expect((await login(user.userName)).statusCode).toBe(200);
  });

  it('sets a new password from the e-mail link page, which names the user', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'attendee');
    const other = await addUser(t, companyId, 'attendee');
    expect((await t.call('POST', '/api/Users/ResetPasswordByEmail/en', { Email: user.email })).json()).toEqual({ ok: true });
    const [mail] = await mailsTo(t, user.email);
    const token = mail!.variables.token!;
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'en' });
    expect(mail!.variables.link).toBe(`/new-password/${token}/user/${user.id}`);

    // The key is bound to its user.
    const wrongUser = await t.call('POST', '/api/Users/setNewPasswordViaEmail', {
      tokenId: token,
      userId: other.id,
      newPassword: 'Neu!Passwort9',
    });
    expect(wrongUser.json().code).toBe('token_invalid');
    const ok = await t.call('POST', '/api/Users/setNewPasswordViaEmail', { tokenId: token, userId: user.id, newPassword: 'Neu!Passwort9' });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.userName, 'Neu!Passwort9')).statusCode).toBe(200);
    const used = await t.call('POST', '/api/Users/setNewPasswordViaEmail', {
      tokenId: token,
      userId: user.id,
      newPassword: 'Anders!Pass9',
    });
    expect(used.json().code).toBe('token_invalid');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'employee');
    const before = (await mailsTo(t)).length;

    const known = await t.call('POST', '/api/Users/ResetPasswordByEmail/de', { Email: user.email });
    const unknown = await t.call('POST', '/api/Users/ResetPasswordByEmail/de', { Email: 'nobody-at-all@example.com' });
    const garbage = await t.call('POST', '/api/Users/ResetPasswordByEmail/de', { Email: 42 });
    for (const res of [unknown, garbage]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    expect(known.statusCode).toBe(200);
    const initUnknown = await t.call('POST', '/api/Users/reset-password-init', { email: 'nobody-at-all@example.com' });
    expect(initUnknown.statusCode).toBe(200);
    expect(initUnknown.body).toBe(known.body);

    const after = await mailsTo(t);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.to).toBe(user.email);
  });

  it('lets an admin or manager send a user a manual reset link, not a trainer, not across companies', async () => {
    const a = await signUp(t.call);
    const b = await signUp(t.call);
    const user = await addUser(t, a.companyId, 'employee');
    const manager = await addUser(t, a.companyId, 'manager');
    const trainer = await addUser(t, a.companyId, 'trainer');

    const res = await t.call('POST', '/api/Users/ManualPasswordReset', { ApplicationUserId: user.id, Language: 'en' }, a.admin);
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({ template: 'manual-password-reset', locale: 'en', userId: user.id });
    const ok = await t.call('POST', '/api/Users/setNewPasswordViaEmail', {
      tokenId: mail!.variables.token,
      userId: user.id,
      newPassword: 'Neu!Passwort9',
    });
    expect(ok.statusCode).toBe(200);

    expect(
      (await t.call('POST', '/api/Users/ManualPasswordReset', { ApplicationUserId: user.id, Language: 'de' }, manager.caller)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/Users/ManualPasswordReset', { ApplicationUserId: user.id, Language: 'de' }, trainer.caller)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/Users/ManualPasswordReset', { ApplicationUserId: user.id, Language: 'de' }, b.admin)).statusCode,
    ).toBe(404);
  });
});

describe('e-mail confirmation', () => {
  it('confirms with the key from the (re)sent mail; GetMe shows it; a used key is refused', async () => {
    const { companyId, admin } = await signUp(t.call);
    const user = await addUser(t, companyId, 'employee');
    const stranger = await addUser(t, companyId, 'employee');

    const me = () => t.call('GET', '/api/Users/GetMe', undefined, user.caller).then((r) => r.json());
    expect((await me()).account.emailConfirmed).toBe(false);

    // Another employee may not resend someone else's mail; the user and an admin may.
    expect((await t.call('POST', `/api/Users/ResendConfirmationEmail/${user.id}/de`, undefined, stranger.caller)).statusCode).toBe(403);
    const first = await t.call('POST', `/api/Users/ResendConfirmationEmail/${user.id}/de`, undefined, user.caller);
    expect(first.json()).toEqual({ ok: true, sent: true });
    const resent = await t.call('POST', `/api/Users/ResendConfirmationEmail/${user.id}/en`, undefined, admin);
    expect(resent.json()).toEqual({ ok: true, sent: true });

    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => [m.template, m.locale])).toEqual([
      ['email-confirmation', 'de'],
      ['email-confirmation', 'en'],
    ]);
    // Only the newest link works.
    const stale = await t.call('POST', '/api/Users/ConfirmEmail', { userId: user.id, key: mails[0]!.variables.token });
    expect(stale.json().code).toBe('token_invalid');
    const key = mails[1]!.variables.token!;
    expect(mails[1]!.variables.link).toBe(`/confirm-email?userId=${user.id}&key=${key}`);
    const ok = await t.call('POST', '/api/Users/ConfirmEmail', { UserId: user.id, Key: key });
    expect(ok.statusCode).toBe(200);
    expect((await me()).account.emailConfirmed).toBe(true);
    expect((await t.call('POST', '/api/Users/ConfirmEmail', { userId: user.id, key })).json().code).toBe('token_invalid');
    expect((await t.call('POST', `/api/Users/ResendConfirmationEmail/${user.id}/de`, undefined, user.caller)).json()).toEqual({
      ok: true,
      sent: false,
    });
  });
});

describe('impersonation', () => {
  it('gives an admin a token pair for a user with imp set, audited and kept on refresh; GetMe shows it', async () => {
    const { companyId, adminId, admin } = await signUp(t.call);
    const user = await addUser(t, companyId, 'employee');

    const res = await t.call('POST', `/api/Users/ImpersonateUser/${user.id}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(claimsOf(pair.accessToken)).toMatchObject({ sub: user.id, cid: companyId, imp: adminId, auth: ['ROLE_EMPLOYEE'] });

    const rotated = await t.call('POST', '/api/users/refreshtoken', { refreshToken: pair.refreshToken });
    expect(claimsOf(rotated.json().accessToken)).toMatchObject({ sub: user.id, imp: adminId });

    const me = await t.call('GET', '/api/Users/GetMe', undefined, { ...user.caller, impersonatorId: adminId });
    expect(me.json()).toMatchObject({ account: { id: user.id }, impersonatedBy: adminId, isEmployee: true, isAdmin: false });

    const audits = (await t.outbox('identity.audit.recorded')).map((a) => a.payload);
    expect(audits).toContainEqual(
      expect.objectContaining({
        entityType: 'User',
        entityId: user.id,
        action: 'impersonated',
        executedById: adminId,
        executedByName: 'Admin, Anna',
      }),
    );
  });

  it('refuses a manager (403) and a user of another company (404)', async () => {
    const a = await signUp(t.call);
    const b = await signUp(t.call);
    const manager = await addUser(t, a.companyId, 'manager');
    const userA = await addUser(t, a.companyId, 'employee');
    const userB = await addUser(t, b.companyId, 'employee');

    const byManager = await t.call('POST', `/api/Users/ImpersonateUser/${userA.id}`, undefined, manager.caller);
    expect(byManager.statusCode).toBe(403);
    const across = await t.call('POST', `/api/Users/ImpersonateUser/${userB.id}`, undefined, a.admin);
    expect(across.statusCode).toBe(404);
    expect(across.json().code).toBe('not_found');
  });
});

describe('GetMe', () => {
  it('answers account, company, permissions, role flags, trial and licence figures', async () => {
    const { companyId, admin } = await signUp(t.call);
    await addUser(t, companyId, 'employee');
    await addUser(t, companyId, 'employee', { active: false });
    await addUser(t, companyId, 'trainer');
    const trainer = await addUser(t, companyId, 'trainer');

    const me = (await t.call('GET', '/api/Users/GetMe', undefined, admin)).json();
    expect(me).toMatchObject({
      account: { id: admin.userId, emailConfirmed: false, inactivityMinutes: 30 },
      company: { id: companyId, trialDaysLeft: 14, trialExpired: false, trialEndingSoon: false },
      roles: ['admin'],
      isAdmin: true,
      isManager: false,
      totalLicences: 5,
      // The admin and the active employee hold a licence; trainers and passive users do not.
      totalActiveUsersInDb: 2,
      impersonatedBy: null,
    });
    expect(me.permissions).toEqual(expect.arrayContaining(['employeesCreateDelete', 'settingsViewEdit']));

    const asTrainer = (await t.call('GET', '/api/Users/GetMe', undefined, trainer.caller)).json();
    expect(asTrainer).toMatchObject({ isTrainer: true, isAdmin: false, isEmployee: false, roles: ['trainer'] });
    expect(asTrainer.permissions).toContain('coursesView');
    expect(asTrainer.permissions).not.toContain('employeesView');

    // The company's inactivity setting replaces the default.
    await t.db.system((tx) => tx.company.update({ where: { id: companyId }, data: { inactivityMinutes: 45 } }));
    expect((await t.call('GET', '/api/Users/GetMe', undefined, admin)).json().account.inactivityMinutes).toBe(45);

    // Trial figures follow the begin date.
    await t.db.system((tx) =>
      tx.company.update({ where: { id: companyId }, data: { trialBeginDate: new Date(Date.now() - 10 * 86_400_000) } }),
    );
    expect((await t.call('GET', '/api/Users/GetMe', undefined, admin)).json().company).toMatchObject({
      trialDaysLeft: 4,
      trialEndingSoon: true,
      trialExpired: false,
    });
    await t.db.system((tx) =>
      tx.company.update({ where: { id: companyId }, data: { trialBeginDate: new Date(Date.now() - 20 * 86_400_000) } }),
    );
    expect((await t.call('GET', '/api/Users/GetMe', undefined, admin)).json().company).toMatchObject({
      trialDaysLeft: 0,
      trialEndingSoon: true,
      trialExpired: true,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp as signUpCompany, userCaller, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

// The audit test expects the admin to be "Muster, Anna".
const signUp = async () => (await signUpCompany(call, { admin: { LastName: 'Muster' } })).admin;

// Spec section 9, written out: the service must answer these, whatever the code's constant says.
const DEFAULTS = {
  id: null,
  color: '#4b6084',
  appointmentBookingInAdvanceDays: 30,
  membershipSubscriptionTerminationDate: 'EndOfMonth',
  membershipSubscriptionTerminationInAdvanceWeeks: 4,
  halfYearlyPaymentIntervalStartMonth: 1,
  allowMonthlyPaymentInterval: true,
  allowQuarterlyPaymentInterval: true,
  allowHalfYearlyPaymentInterval: true,
  allowYearlyPaymentInterval: true,
  showCheckinNotePopup: false,
  showCheckinInvalidMembershipPopup: true,
  // Beyond the spec (issue #9): automatic promotion from the waiting list, no night window.
  waitingListOfferHours: 0,
  waitingListNightFrom: null,
  waitingListNightTill: null,
  hasLogo: false,
};

// A 1×1 transparent PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('company settings', () => {
  it('answers the section 9 defaults until saved, to members and anonymous pages', async () => {
    const admin = await signUp();
    expect((await call('GET', '/api/settingss', undefined, userCaller('attendee', admin.companyId))).json()).toEqual({
      ...DEFAULTS,
      companyId: admin.companyId,
    });
    expect((await call('GET', `/api/settingss/GetAnonymous/${admin.companyId}`)).json()).toEqual({
      ...DEFAULTS,
      companyId: admin.companyId,
    });
    expect((await call('GET', `/api/settingss/GetAnonymous/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('saves changes over the defaults, keeps each company apart and audits each save', async () => {
    const admin = await signUp();
    const other = await signUp();
    const first = await call('POST', '/api/settingss', { Color: '#112233', AppointmentBookingInAdvanceDays: 14 }, admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ...DEFAULTS,
      companyId: admin.companyId,
      id: expect.any(String),
      color: '#112233',
      appointmentBookingInAdvanceDays: 14,
    });

    const second = await call(
      'PUT',
      '/api/settingss',
      { MembershipSubscriptionTerminationDate: 'EndOfQuarter', AllowMonthlyPaymentInterval: false, ShowCheckinNotePopup: true },
      userCaller('manager', admin.companyId),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      color: '#112233',
      appointmentBookingInAdvanceDays: 14,
      membershipSubscriptionTerminationDate: 'EndOfQuarter',
      allowMonthlyPaymentInterval: false,
      showCheckinNotePopup: true,
    });
    expect((await call('GET', '/api/settingss', undefined, userCaller('trainer', admin.companyId))).json()).toEqual(second.json());
    expect((await call('GET', `/api/settingss/GetAnonymous/${admin.companyId}`)).json()).toEqual(second.json());
    expect((await call('GET', '/api/settingss', undefined, other)).json()).toEqual({ ...DEFAULTS, companyId: other.companyId });
    expect((await call('DELETE', `/api/settingss/${first.json().id}`, undefined, other)).statusCode).toBe(404);

    const audits = (await t.outbox('identity.audit.recorded'))
      .filter((e) => e.companyId === admin.companyId)
      .map((e) => e.payload as Record<string, unknown>);
    expect(audits).toEqual([
      expect.objectContaining({
        entityType: 'CompanySettings',
        action: 'created',
        executedByName: 'Muster, Anna',
        changes: expect.objectContaining({
          color: { from: '#4b6084', to: '#112233' },
          appointmentBookingInAdvanceDays: { from: 30, to: 14 },
        }),
      }),
      expect.objectContaining({
        entityType: 'CompanySettings',
        action: 'updated',
        changes: expect.objectContaining({ showCheckinNotePopup: { from: false, to: true } }),
      }),
    ]);

    // Delete resets to the defaults.
    expect((await call('DELETE', `/api/settingss/${first.json().id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/settingss', undefined, admin)).json()).toEqual({ ...DEFAULTS, companyId: admin.companyId });
    expect((await call('DELETE', `/api/settingss/${first.json().id}`, undefined, admin)).statusCode).toBe(404);
  });

  it('validates values and needs settingsViewEdit', async () => {
    const admin = await signUp();
    const fields = async (body: Record<string, unknown>) => {
      const res = await call('PUT', '/api/settingss', body, admin);
      expect(res.statusCode).toBe(400);
      return res.json().details.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ Color: 'blue' })).toEqual(['color']);
    expect(await fields({ MembershipSubscriptionTerminationDate: 'EndOfWeek' })).toEqual(['membershipSubscriptionTerminationDate']);
    expect(await fields({ HalfYearlyPaymentIntervalStartMonth: 13 })).toEqual(['halfYearlyPaymentIntervalStartMonth']);
    expect(await fields({ AppointmentBookingInAdvanceDays: -1 })).toEqual(['appointmentBookingInAdvanceDays']);
    // Employee defaults lack settingsViewEdit; trainers are not on the settings screen.
    expect((await call('PUT', '/api/settingss', { Color: '#000000' }, userCaller('employee', admin.companyId))).statusCode).toBe(403);
    expect((await call('POST', '/api/settingss', { Color: '#000000' }, userCaller('trainer', admin.companyId))).statusCode).toBe(403);
    expect((await call('PUT', '/api/settingss', { Color: '#000000' })).statusCode).toBe(401);
  });

  it('stores a small logo image (multipart), serves it publicly and removes it', async () => {
    const admin = await signUp();
    const logoForm = (bytes: Buffer, type: string, field = 'File') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'logo');
      return form;
    };
    const png = Buffer.from(PNG, 'base64');
    expect((await call('GET', `/api/settingss/GetLogo/${admin.companyId}`)).statusCode).toBe(404);
    const up = await t.upload('/api/settingss/UpdateLogo', logoForm(png, 'image/png'), admin);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ hasLogo: true, color: '#4b6084' });

    const logo = await call('GET', `/api/settingss/GetLogo/${admin.companyId}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', `/api/Company/GetById/${admin.companyId}`)).json().hasLogo).toBe(true);

    const rejected = async (form: FormData) => {
      const res = await t.upload('/api/settingss/UpdateLogo', form, admin);
      return [res.statusCode, res.json().details?.fields?.map((f: { field: string }) => f.field)];
    };
    expect(await rejected(logoForm(Buffer.from('<svg/>'), 'image/svg+xml'))).toEqual([400, ['File']]);
    expect(await rejected(logoForm(png, 'image/jpeg'))).toEqual([400, ['File']]);
    expect(await rejected(logoForm(png, 'image/png', 'Other'))).toEqual([400, ['File']]);
    const tooBig = Buffer.concat([png, Buffer.alloc(515 * 1024)]);
    expect((await t.upload('/api/settingss/UpdateLogo', logoForm(tooBig, 'image/png'), admin)).statusCode).toBe(413);
    expect(
      (await t.upload('/api/settingss/UpdateLogo', logoForm(png, 'image/png'), userCaller('employee', admin.companyId))).statusCode,
    ).toBe(403);

    expect((await call('DELETE', '/api/settingss/Logo', undefined, admin)).json().hasLogo).toBe(false);
    expect((await call('GET', `/api/settingss/GetLogo/${admin.companyId}`)).statusCode).toBe(404);
  });
});

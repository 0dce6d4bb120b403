import { describe, expect, it } from 'vitest';
import { signUp, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';

// Other services apply the settings' rules (membership's termination dates) from this event.
const t = useTestService(identityService);

const savedOf = async (companyId: string) =>
  (await t.outbox('identity.settings.saved')).filter((e) => e.companyId === companyId).map((e) => e.payload);

describe('SettingsSaved', () => {
  it('announces the rules after each save and the defaults after a reset, never the colour', async () => {
    const { admin } = await signUp(t.call);
    const saved = await t.call(
      'POST',
      '/api/settingss',
      { Color: '#112233', MembershipSubscriptionTerminationDate: 'EndOfQuarter', MembershipSubscriptionTerminationInAdvanceWeeks: 6 },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call('DELETE', `/api/settingss/${saved.json().id}`, undefined, admin)).statusCode).toBe(200);

    const events = await savedOf(admin.companyId);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      membershipSubscriptionTerminationDate: 'EndOfQuarter',
      membershipSubscriptionTerminationInAdvanceWeeks: 6,
    });
    expect(events[1]).toMatchObject({
      membershipSubscriptionTerminationDate: 'EndOfMonth',
      membershipSubscriptionTerminationInAdvanceWeeks: 4,
    });
    expect(events[0]).not.toHaveProperty('color');
  });

  it('announces nothing for a refused save', async () => {
    const { admin } = await signUp(t.call);
    expect((await t.call('POST', '/api/settingss', { MembershipSubscriptionTerminationInAdvanceWeeks: -1 }, admin)).statusCode).toBe(400);
    expect(await savedOf(admin.companyId)).toEqual([]);
  });

  it("announces booking's waiting-list offer rules; a cleared night window is null, a bad time refused", async () => {
    const { admin } = await signUp(t.call);
    const offer = { WaitingListOfferHours: 6, WaitingListNightFrom: '22:00', WaitingListNightTill: '07:00' };
    const saved = await t.call('POST', '/api/settingss', offer, admin);
    expect(saved.json()).toMatchObject({ waitingListOfferHours: 6, waitingListNightFrom: '22:00', waitingListNightTill: '07:00' });
    const cleared = await t.call('PUT', '/api/settingss', { WaitingListNightFrom: '', WaitingListNightTill: null }, admin);
    expect(cleared.json()).toMatchObject({ waitingListOfferHours: 6, waitingListNightFrom: null, waitingListNightTill: null });
    for (const bad of [{ WaitingListNightFrom: '25:00' }, { WaitingListOfferHours: -1 }, { WaitingListOfferHours: 169 }]) {
      expect((await t.call('PUT', '/api/settingss', bad, admin)).json().code).toBe('validation_failed');
    }
    const rules = (await savedOf(admin.companyId)) as Record<string, unknown>[];
    expect(rules.map((p) => [p.waitingListOfferHours, p.waitingListNightFrom, p.waitingListNightTill])).toEqual([
      [6, '22:00', '07:00'],
      [6, null, null],
    ]);
  });
});

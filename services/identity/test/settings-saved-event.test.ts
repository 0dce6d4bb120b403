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
});

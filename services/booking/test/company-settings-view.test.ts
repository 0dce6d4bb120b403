import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { recordCompanySettings } from '../src/operations/record-company-settings.ts';
import { bookingService } from '../src/service.ts';
import { waitingListRules } from '../src/store/company-settings-view.ts';

// Booking keeps identity's company settings it applies: how the waiting list moves.
const t = useTestService(bookingService);
const rulesOf = (companyId: string) => asTenant(companyId, () => t.db.tx((tx) => waitingListRules(tx)));

describe('company settings view', () => {
  it('promotes automatically until identity announces timed offers; a cleared night window pauses nothing', async () => {
    const companyId = randomUUID();
    expect(await rulesOf(companyId)).toEqual({ offerHours: 0, night: null });
    const offer = { waitingListOfferHours: 6, waitingListNightFrom: '22:00', waitingListNightTill: '07:00' };
    await t.announce(IdentityEvents.SettingsSaved, companyId, payloadOf(IdentityEvents.SettingsSaved, offer));
    expect(await rulesOf(companyId)).toEqual({ offerHours: 6, night: { from: '22:00', till: '07:00' } });
    expect(await rulesOf(randomUUID())).toEqual({ offerHours: 0, night: null });

    // An event of an older identity (without the fields) means the defaults.
    await t.announce(IdentityEvents.SettingsSaved, companyId, payloadOf(IdentityEvents.SettingsSaved, {}));
    expect(await rulesOf(companyId)).toEqual({ offerHours: 0, night: null });
  });

  it("keeps the latest settings when identity's events arrive out of order", async () => {
    const companyId = randomUUID();
    const at = (occurredAt: string) => ({
      id: randomUUID(),
      subject: 'identity.settings.saved',
      version: 1,
      companyId,
      occurredAt,
      payload: {},
    });
    const hours = (waitingListOfferHours: number) => payloadOf(IdentityEvents.SettingsSaved, { waitingListOfferHours });
    await t.db.system((tx) => recordCompanySettings(tx, hours(8), at('2026-11-25T10:00:00.000Z')));
    await t.db.system((tx) => recordCompanySettings(tx, hours(2), at('2026-11-25T09:00:00.000Z')));
    expect((await rulesOf(companyId)).offerHours).toBe(8);
    await t.db.system((tx) => recordCompanySettings(tx, hours(3), at('2026-11-25T11:00:00.000Z')));
    expect((await rulesOf(companyId)).offerHours).toBe(3);
  });
});

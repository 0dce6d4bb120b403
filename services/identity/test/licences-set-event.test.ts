import { describe, expect, it } from 'vitest';
import { signUp, useTestService } from '@takt/kit/testing';
import { BillingEvents } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const info = async (admin: Parameters<typeof t.call>[3]) => (await t.call('GET', '/api/Employees/GetLicenceInfo', undefined, admin)).json();

describe("billing's licence figures (billing.licences.set)", () => {
  it('sets licences and maximum attendees from the subscription, and gives the trial back without one', async () => {
    const a = await signUp(t.call);
    const b = await signUp(t.call);
    const set = await t.announce(BillingEvents.LicencesSet, a.companyId, {
      stripeCustomerId: 'cus_a',
      totalLicences: 12,
      maxAttendees: 12,
    });
    expect(await info(a.admin)).toEqual({
      totalLicences: 12,
      activeUsers: 1,
      moreLicencesNeeded: false,
      maxAttendees: 12,
      stripeCustomerId: 'cus_a',
    });
    expect(await info(b.admin)).toMatchObject({ totalLicences: 5, maxAttendees: null, stripeCustomerId: null });

    // A redelivery writes the same figures again.
    await t.redeliver(set);
    expect(await info(a.admin)).toMatchObject({ totalLicences: 12, maxAttendees: 12 });

    await t.announce(BillingEvents.LicencesSet, a.companyId, { stripeCustomerId: 'cus_a', totalLicences: 3, maxAttendees: null });
    expect(await info(a.admin)).toMatchObject({ totalLicences: 3, maxAttendees: null });

    await t.announce(BillingEvents.LicencesSet, a.companyId, { stripeCustomerId: 'cus_a', totalLicences: null, maxAttendees: null });
    expect(await info(a.admin)).toEqual({
      totalLicences: 5,
      activeUsers: 1,
      moreLicencesNeeded: false,
      maxAttendees: null,
      stripeCustomerId: 'cus_a',
    });
  });

  it('keeps the newer figures when an older LicencesSet is handled after it (retried after a failure)', async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const a = await signUp(t.call);
    const set = (totalLicences: number | null, maxAttendees: number | null, minutes: number) =>
      t.announce(
        BillingEvents.LicencesSet,
        a.companyId,
        { stripeCustomerId: 'cus_a', totalLicences, maxAttendees },
        { occurredAt: at(minutes) },
      );
    await set(3, null, 30);
    await set(12, 12, 10);
    await set(null, null, 20);
    expect(await info(a.admin)).toMatchObject({ totalLicences: 3, maxAttendees: null });
    await set(8, 20, 40);
    expect(await info(a.admin)).toMatchObject({ totalLicences: 8, maxAttendees: 20 });
  });
});

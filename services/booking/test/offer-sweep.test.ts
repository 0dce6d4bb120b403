import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// The expiry sweep runs by itself as booking's background work (decision 0048): every second here.
const t = useTestService(bookingService, { settings: { BOOKING_OFFER_SWEEP_SECONDS: '1' } });
const { fullAppointment, seats } = bookingFixtures(t);

describe('offer sweep in the background', () => {
  it('expires an offer past its deadline and offers the place to the next waiting member without being asked', async () => {
    const staff = userCaller('manager');
    const hours = payloadOf(IdentityEvents.SettingsSaved, { waitingListOfferHours: 2 });
    await t.announce(IdentityEvents.SettingsSaved, staff.companyId, hours);
    const { appointmentId, confirmed, waiting } = await fullAppointment(staff, 1, 2);
    await t.call('PUT', `/api/Attendances/Cancel/${confirmed[0]!.id}`, undefined, staff);
    await t.db.system((tx) =>
      tx.waitingOffer.updateMany({ where: { attendanceId: waiting[0]!.id }, data: { expiresAt: new Date(Date.now() - 1000) } }),
    );

    const offers = await eventually(async () => {
      const rows = await t.db.system((tx) => tx.waitingOffer.findMany({ where: { appointmentId }, orderBy: { offeredAt: 'asc' } }));
      return rows.length === 2 ? rows : undefined;
    }, 10_000);
    expect(offers.map((o) => [o.attendanceId, o.state])).toEqual([
      [waiting[0]!.id, 'EXPIRED'],
      [waiting[1]!.id, 'OPEN'],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 2 });
  });
});

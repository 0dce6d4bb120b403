import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';

// Booking's copy of an attendee follows membership's updates and deletions.
const t = useTestService(bookingService);

const viewOf = (id: string) =>
  t.db.system((tx) => tx.attendeeView.findUnique({ where: { id }, select: { firstName: true, lastName: true, memberships: true } }));

describe('attendee read model', () => {
  it('takes the name and memberships of AttendeeUpdated and drops the memberships on AttendeeDeleted', async () => {
    const companyId = randomUUID();
    const created = payloadOf(MembershipEvents.AttendeeCreated);
    await t.announce(MembershipEvents.AttendeeCreated, companyId, created);
    const held = [{ membershipTypeId: randomUUID(), fromDate: '2026-02-01', tillDate: '2026-12-31' }];
    const updated = payloadOf(MembershipEvents.AttendeeUpdated, { attendeeId: created.attendeeId, lastName: 'Neu', memberships: held });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, updated);
    expect(await viewOf(created.attendeeId)).toEqual({ firstName: 'Max', lastName: 'Neu', memberships: held });

    const deleted = payloadOf(MembershipEvents.AttendeeDeleted, { attendeeId: created.attendeeId, memberships: held });
    const envelope = await t.announce(MembershipEvents.AttendeeDeleted, companyId, deleted);
    await t.redeliver(envelope);
    expect(await viewOf(created.attendeeId)).toEqual({ firstName: 'Max', lastName: 'Neu', memberships: [] });

    // An update of an attendee booking has not seen yet creates its copy.
    const unseen = payloadOf(MembershipEvents.AttendeeUpdated, { firstName: 'Ida' });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, unseen);
    expect(await viewOf(unseen.attendeeId)).toMatchObject({ firstName: 'Ida' });
  });
});

import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';

// Booking's copy of an attendee follows membership's updates and deletions.
const t = useTestService(bookingService);

const viewOf = (id: string) =>
  t.db.system((tx) => tx.attendeeView.findUnique({ where: { id }, select: { firstName: true, lastName: true, memberships: true } }));
const validityOf = (id: string) =>
  t.db.system((tx) =>
    tx.attendeeView.findUnique({ where: { id }, select: { lastName: true, memberships: true, active: true, tillDate: true } }),
  );

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

describe('late events of an attendee (retried after a failure while later ones went ahead)', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const held = (tillDate: string | null) => [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate }];
  const deletion = (attendeeId: string) => payloadOf(MembershipEvents.AttendeeDeleted, { attendeeId });

  it('keeps the newer memberships and validity when an older creation or change is handled after them', async () => {
    const companyId = randomUUID();
    const ended = held('2026-03-31');
    const newer = payloadOf(MembershipEvents.AttendeeUpdated, {
      lastName: 'Neu',
      memberships: ended,
      active: false,
      tillDate: '2026-03-31',
    });
    const { attendeeId } = newer;
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, newer, { occurredAt: at(30) });
    const created = payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, memberships: held(null), active: true, tillDate: null });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, created, { occurredAt: at(10) });
    const older = payloadOf(MembershipEvents.AttendeeUpdated, { attendeeId, memberships: held(null), active: true, tillDate: null });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, older, { occurredAt: at(20) });
    const kept = { lastName: 'Neu', memberships: ended, active: false, tillDate: new Date('2026-03-31') };
    expect(await validityOf(attendeeId)).toEqual(kept);
    // A change newer than all of them still applies.
    const renewed = held(null);
    await t.announce(
      MembershipEvents.AttendeeUpdated,
      companyId,
      { ...newer, memberships: renewed, active: true, tillDate: null },
      { occurredAt: at(40) },
    );
    expect(await validityOf(attendeeId)).toEqual({ ...kept, memberships: renewed, active: true, tillDate: null });
  });

  it('gives a deleted attendee no memberships back from a creation or change handled after the deletion', async () => {
    const companyId = randomUUID();
    const seen = payloadOf(MembershipEvents.AttendeeCreated, { memberships: held(null) });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, seen, { occurredAt: at(10) });
    await t.announce(MembershipEvents.AttendeeDeleted, companyId, deletion(seen.attendeeId), { occurredAt: at(30) });
    const late = payloadOf(MembershipEvents.AttendeeUpdated, { attendeeId: seen.attendeeId, memberships: held(null) });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, late, { occurredAt: at(20) });
    expect(await viewOf(seen.attendeeId)).toMatchObject({ memberships: [] });

    // Deleted before booking saw it at all: it stays unknown, so it books nothing.
    const unseen = payloadOf(MembershipEvents.AttendeeCreated, { memberships: held(null) });
    await t.announce(MembershipEvents.AttendeeDeleted, companyId, deletion(unseen.attendeeId));
    await t.announce(MembershipEvents.AttendeeCreated, companyId, unseen);
    expect(await viewOf(unseen.attendeeId)).toBeNull();
  });
});

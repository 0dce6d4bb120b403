import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { identityService } from '../src/service.ts';

// Membership converts an interested person into a member by giving it a login id and a user
// name (membership.attendee.updated): identity creates that login, once.
const t = useTestService(identityService);

const usersWithId = (id: string) =>
  t.db.system((tx) => tx.user.findMany({ where: { id }, select: { userName: true, authorities: true, attendeeId: true } }));

describe('login of a converted interested person', () => {
  it('creates the attendee login from AttendeeUpdated once, and nothing for an update without a user name', async () => {
    const companyId = randomUUID();
    const p = payloadOf(MembershipEvents.AttendeeUpdated, { userName: `ida.${randomUUID().slice(0, 6)}`, email: 'ida@example.com' });
    const envelope = await t.announce(MembershipEvents.AttendeeUpdated, companyId, p);
    expect(await usersWithId(p.applicationUserId!)).toEqual([
      { userName: p.userName, authorities: ['ROLE_ATTENDEE'], attendeeId: p.attendeeId },
    ]);

    await t.redeliver(envelope);
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, { ...p, lastName: 'Neu' });
    expect(await usersWithId(p.applicationUserId!)).toHaveLength(1);

    const interested = payloadOf(MembershipEvents.AttendeeUpdated, { applicationUserId: null, userName: null });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, interested);
    const memberWithoutName = payloadOf(MembershipEvents.AttendeeUpdated, { userName: null });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, memberWithoutName);
    expect(await usersWithId(memberWithoutName.applicationUserId!)).toEqual([]);
  });
});

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

  it('deletes the login of a deleted attendee, once, and never the login of another attendee', async () => {
    const companyId = randomUUID();
    const p = payloadOf(MembershipEvents.AttendeeCreated, { userName: `ben.${randomUUID().slice(0, 6)}` });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
    const deletedOf = async (id: string) =>
      (await t.db.system((tx) => tx.user.findFirst({ where: { id }, select: { deletedDate: true } })))?.deletedDate;

    // An event naming the login with another attendee id leaves it alone.
    await t.announce(
      MembershipEvents.AttendeeDeleted,
      companyId,
      payloadOf(MembershipEvents.AttendeeDeleted, { applicationUserId: p.applicationUserId }),
    );
    expect(await deletedOf(p.applicationUserId!)).toBeNull();

    const deleted = payloadOf(MembershipEvents.AttendeeDeleted, { attendeeId: p.attendeeId, applicationUserId: p.applicationUserId });
    const envelope = await t.announce(MembershipEvents.AttendeeDeleted, companyId, deleted);
    expect((await deletedOf(p.applicationUserId!))?.toISOString()).toBe(deleted.deletedDate);
    await t.redeliver(envelope);
    expect((await deletedOf(p.applicationUserId!))?.toISOString()).toBe(deleted.deletedDate);
    // An interested person has no login: nothing to do.
    await t.announce(MembershipEvents.AttendeeDeleted, companyId, payloadOf(MembershipEvents.AttendeeDeleted, { applicationUserId: null }));
  });

  it('gives a member deleted before its creation or conversion was handled no login', async () => {
    const companyId = randomUUID();
    const userName = () => `del.${randomUUID().slice(0, 6)}`;
    const created = payloadOf(MembershipEvents.AttendeeCreated, { userName: userName() });
    const converted = payloadOf(MembershipEvents.AttendeeUpdated, { attendeeId: created.attendeeId, userName: userName() });
    const deleted = payloadOf(MembershipEvents.AttendeeDeleted, {
      attendeeId: created.attendeeId,
      applicationUserId: created.applicationUserId,
    });
    await t.announce(MembershipEvents.AttendeeDeleted, companyId, deleted);
    await t.announce(MembershipEvents.AttendeeCreated, companyId, created);
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, converted);
    expect(await usersWithId(created.applicationUserId!)).toEqual([]);
    expect(await usersWithId(converted.applicationUserId!)).toEqual([]);
    const later = payloadOf(MembershipEvents.AttendeeCreated, { userName: userName() });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, later);
    expect(await usersWithId(later.applicationUserId!)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { Authority, GdprEvents, MembershipEvents } from '@takt/proto';
import { identityService } from '../src/service.ts';

// Identity's part of a member's export and erasure (decision 0037): the login goes with its sessions.
const t = useTestService(identityService);

async function member(companyId: string) {
  const p = payloadOf(MembershipEvents.AttendeeCreated, {
    userName: `gdpr.${randomUUID().slice(0, 6)}`,
    email: 'lea@example.com',
    firstName: 'Lea',
  });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  const userId = p.applicationUserId!;
  await t.db.system(async (tx) => {
    await tx.refreshToken.create({
      data: {
        id: randomUUID(),
        companyId,
        userId,
        familyId: randomUUID(),
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const departmentId = randomUUID();
    await tx.department.create({ data: { id: departmentId, companyId, name: 'Tanz' } });
    await tx.departmentRef.create({ data: { id: randomUUID(), companyId, departmentId, attendeeId: p.attendeeId } });
  });
  return { attendeeId: p.attendeeId, applicationUserId: userId };
}

const rowsOf = (m: { attendeeId: string; applicationUserId: string }) =>
  t.db.system(async (tx) => ({
    user: await tx.user.findFirst({ where: { id: m.applicationUserId }, select: { attendeeId: true, authorities: true } }),
    sessions: await tx.refreshToken.count({ where: { userId: m.applicationUserId } }),
    refs: await tx.departmentRef.count({ where: { attendeeId: m.attendeeId } }),
    view: await tx.attendeeView.count({ where: { id: m.attendeeId } }),
  }));

describe('a data export request', () => {
  it('answers the login without its password hash, the sessions and department refs', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.IdentityDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: Record<string, unknown> })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.user).toMatchObject({ id: m.applicationUserId, email: 'lea@example.com', firstName: 'Lea' });
    expect(answer?.data.user).not.toHaveProperty('passwordHash');
    expect(answer?.data.sessions).toHaveLength(1);
    expect(JSON.stringify(answer?.data.sessions)).not.toContain('tokenHash');
    expect(answer?.data.departmentRefs).toHaveLength(1);
  });
});

describe('an erased member', () => {
  it('loses the login, its sessions and department refs; a second event changes nothing more', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const other = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await rowsOf(m)).toEqual({ user: null, sessions: 0, refs: 0, view: 0 });
    expect((await rowsOf(other)).user).not.toBeNull();
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await rowsOf(m)).toEqual({ user: null, sessions: 0, refs: 0, view: 0 });
  });

  it('gets no login and no place in the read model from a creation or conversion handled after the erasure', async () => {
    const companyId = randomUUID();
    const created = payloadOf(MembershipEvents.AttendeeCreated, { userName: `late.${randomUUID().slice(0, 6)}`, email: 'eva@example.com' });
    const converted = payloadOf(MembershipEvents.AttendeeUpdated, {
      attendeeId: created.attendeeId,
      userName: `late.${randomUUID().slice(0, 6)}`,
    });
    await t.announce(GdprEvents.AttendeeErased, companyId, {
      attendeeId: created.attendeeId,
      applicationUserId: created.applicationUserId,
    });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, created);
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, converted);
    for (const applicationUserId of [created.applicationUserId!, converted.applicationUserId!])
      expect(await rowsOf({ attendeeId: created.attendeeId, applicationUserId })).toEqual({ user: null, sessions: 0, refs: 0, view: 0 });
  });

  it('keeps a login that is also staff, without the member link', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    await t.db.system((tx) =>
      tx.user.update({ where: { id: m.applicationUserId }, data: { authorities: [Authority.Trainer, Authority.Attendee] } }),
    );
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await rowsOf(m)).toMatchObject({ user: { attendeeId: null }, sessions: 1, refs: 0 });
  });
});

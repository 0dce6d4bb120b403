import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, GdprEvents, MembershipEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';
import { appointmentFixtures } from './appointment-fixtures.ts';

// Scheduling's part of a member's export and erasure (decision 0037): chats, chat access, own feeds.
const t = useTestService(schedulingService);
const { appointment } = appointmentFixtures(t);

async function member(companyId: string) {
  const person = { attendeeId: randomUUID(), applicationUserId: randomUUID() };
  const userId = person.applicationUserId;
  const appointmentId = (await appointment(userCaller('manager', companyId))).id;
  await t.db.system(async (tx) => {
    await tx.memberNameView.create({ data: { id: userId, companyId, name: 'Kurz, Tom' } });
    await tx.appointmentParticipant.create({ data: { appointmentId, applicationUserId: userId, companyId, attendanceId: randomUUID() } });
    await tx.appointmentMessage.create({
      data: { id: randomUUID(), companyId, appointmentId, authorUserId: userId, text: 'Ich komme später' },
    });
    await tx.appointmentMessage.create({
      data: { id: randomUUID(), companyId, appointmentId, authorUserId: randomUUID(), recipientUserId: userId, text: 'Gut' },
    });
    await tx.calendarFeed.create({ data: { id: randomUUID(), companyId, token: randomUUID(), kind: 'member', targetId: userId } });
  });
  return person;
}

const rowsOf = (userId: string) =>
  t.db.system(async (tx) => ({
    name: await tx.memberNameView.count({ where: { id: userId } }),
    participations: await tx.appointmentParticipant.count({ where: { applicationUserId: userId } }),
    messages: await tx.appointmentMessage.count({ where: { OR: [{ authorUserId: userId }, { recipientUserId: userId }] } }),
    feeds: await tx.calendarFeed.count({ where: { targetId: userId } }),
  }));

describe('a data export request', () => {
  it("answers the member's chat messages, chat access and own feeds (without the feed's secret)", async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.SchedulingDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: Record<string, unknown[]> })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.messages).toHaveLength(2);
    expect(answer?.data.participations).toHaveLength(1);
    expect(answer?.data.calendarFeeds).toEqual([expect.not.objectContaining({ token: expect.anything() })]);
    expect(answer?.data.memberName).toMatchObject({ name: 'Kurz, Tom' });
  });
});

describe('an erased member', () => {
  it('loses chats, chat access, feeds and name; another member keeps theirs; twice changes nothing more', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const other = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    const gone = { name: 0, participations: 0, messages: 0, feeds: 0 };
    expect(await rowsOf(m.applicationUserId)).toEqual(gone);
    expect(await rowsOf(other.applicationUserId)).toEqual({ name: 1, participations: 1, messages: 2, feeds: 1 });
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await rowsOf(other.applicationUserId)).toEqual({ name: 1, participations: 1, messages: 2, feeds: 1 });
  });

  it("gets no name or chat access back from the member's creation or booking handled after the erasure (decision 0077)", async () => {
    const companyId = randomUUID();
    const m = payloadOf(GdprEvents.AttendeeErased);
    const appointmentId = (await appointment(userCaller('manager', companyId))).id;
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    await t.announce(MembershipEvents.AttendeeCreated, companyId, payloadOf(MembershipEvents.AttendeeCreated, m));
    await t.announce(BookingEvents.AttendanceConfirmed, companyId, payloadOf(BookingEvents.AttendanceConfirmed, { ...m, appointmentId }));
    expect(await rowsOf(m.applicationUserId!)).toEqual({ name: 0, participations: 0, messages: 0, feeds: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, type Caller } from '@takt/proto';
import { notificationService } from '../src/service.ts';

// What happened to a member's booking reaches their bell: moved up from the waiting list, or the
// studio cancelled the class. Their own cancellations tell nobody.
const t = useTestService(notificationService);

const messagesOf = async (caller: Caller) =>
  (await t.call('GET', '/odata/WebPush/GetMessages()?$count=true', undefined, caller)).json().value as { title: string; text: string }[];

describe('booking messages', () => {
  it('tells a member their booked appointment moved', async () => {
    const member = userCaller('attendee');
    const moved = payloadOf(BookingEvents.AttendanceRescheduled, {
      applicationUserId: member.userId,
      courseName: 'Salsa',
      date: '2026-12-05',
      timeFrom: '18:30',
      previousDate: '2026-12-04',
      previousTimeFrom: '19:00',
    });
    await t.emit(BookingEvents.AttendanceRescheduled, member.companyId, moved);
    const [message] = await eventually(async () => {
      const list = await messagesOf(member);
      return list.length ? list : undefined;
    });
    expect(message).toMatchObject({
      title: 'Termin verschoben',
      text: 'Salsa findet jetzt am 05.12.2026 um 18:30 Uhr statt (bisher am 04.12.2026 um 19:00 Uhr). Ihre Buchung bleibt bestehen.',
    });
    expect(await messagesOf(userCaller('attendee', member.companyId))).toEqual([]);
  });

  it('tells a promoted member and the members of a cancelled appointment, nobody else', async () => {
    const member = userCaller('attendee');
    const facts = { applicationUserId: member.userId, courseName: 'Salsa', date: '2026-12-04', timeFrom: '19:00' };
    await t.emit(BookingEvents.AttendancePromoted, member.companyId, payloadOf(BookingEvents.AttendancePromoted, facts));
    const cancelled = (by: 'attendee' | 'appointment' | 'clash') => payloadOf(BookingEvents.AttendanceCancelled, { ...facts, by });
    await t.emit(BookingEvents.AttendanceCancelled, member.companyId, cancelled('attendee'));
    await t.emit(BookingEvents.AttendanceCancelled, member.companyId, cancelled('appointment'));
    await t.emit(BookingEvents.AttendanceCancelled, member.companyId, cancelled('clash'));
    await t.emit(
      BookingEvents.AttendancePromoted,
      member.companyId,
      payloadOf(BookingEvents.AttendancePromoted, { ...facts, applicationUserId: null }),
    );

    const mine = await eventually(async () => {
      const list = await messagesOf(member);
      return list.length === 3 ? list : undefined;
    });
    expect(mine.map((m) => m.title).sort()).toEqual(['Platz frei geworden', 'Termin abgesagt', 'Warteliste verlassen']);
    expect(mine.find((m) => m.title === 'Platz frei geworden')!.text).toBe(
      'Sie sind von der Warteliste nachgerückt: Salsa am 04.12.2026 um 19:00 Uhr.',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await messagesOf(member)).toHaveLength(3);
    expect(await messagesOf(userCaller('attendee', member.companyId))).toEqual([]);
  });

  it('tells a member how staff decided their task request, once per decision', async () => {
    const member = userCaller('attendee');
    const facts = { applicationUserId: member.userId, courseName: 'Yoga', date: '2026-12-07', timeFrom: '08:00' };
    const decided = (status: 'ACCEPT' | 'REJECT', waitingListNumber: number | null) =>
      payloadOf(BookingEvents.TaskRequestDecided, { ...facts, status, waitingListNumber });
    const accepted = decided('ACCEPT', null);
    await t.redeliver(await t.emit(BookingEvents.TaskRequestDecided, member.companyId, accepted));
    await t.emit(BookingEvents.TaskRequestDecided, member.companyId, decided('ACCEPT', 3));
    await t.emit(BookingEvents.TaskRequestDecided, member.companyId, decided('REJECT', null));

    const mine = await eventually(async () => {
      const list = await messagesOf(member);
      return list.length >= 3 ? list : undefined;
    });
    expect(mine.map((m) => m.text).sort()).toEqual([
      'Ihre Anfrage für Yoga am 07.12.2026 um 08:00 Uhr wurde abgelehnt.',
      'Ihre Anfrage für Yoga am 07.12.2026 um 08:00 Uhr wurde angenommen. Der Termin ist voll: Sie stehen auf Platz 3 der Warteliste.',
      'Ihre Anfrage für Yoga am 07.12.2026 um 08:00 Uhr wurde angenommen. Ihr Platz ist gebucht.',
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await messagesOf(member)).toHaveLength(3);
  });

  it('tells a waiting member that a place is held for them until when, and that it lapsed', async () => {
    const member = userCaller('attendee');
    const facts = { applicationUserId: member.userId, courseName: 'Pilates', date: '2026-12-09', timeFrom: '10:00' };
    const made = payloadOf(BookingEvents.WaitingOfferMade, { ...facts, expiresAtLocal: '2026-12-08T16:30' });
    await t.redeliver(await t.emit(BookingEvents.WaitingOfferMade, member.companyId, made));
    const lapsed = payloadOf(BookingEvents.AttendanceCancelled, { ...facts, previousStatus: 4, by: 'offer-expired' });
    await t.emit(BookingEvents.AttendanceCancelled, member.companyId, lapsed);

    const mine = await eventually(async () => {
      const list = await messagesOf(member);
      return list.length >= 2 ? list : undefined;
    });
    expect(Object.fromEntries(mine.map((m) => [m.title, m.text]))).toEqual({
      'Platz für Sie reserviert':
        'Für Pilates am 09.12.2026 um 10:00 Uhr ist ein Platz frei geworden. Er ist bis 08.12.2026, 16:30 Uhr für Sie reserviert: Nehmen Sie ihn unter „Meine Buchungen“ an oder geben Sie ihn frei.',
      'Reservierung abgelaufen':
        'Der für Sie reservierte Platz für Pilates am 09.12.2026 um 10:00 Uhr wurde nicht rechtzeitig angenommen. Er geht an die nächste Person auf der Warteliste; Ihr Wartelistenplatz ist damit beendet.',
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await messagesOf(member)).toHaveLength(2);
    expect(await messagesOf(userCaller('attendee', member.companyId))).toEqual([]);
  });
});

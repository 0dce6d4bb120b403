import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, MembershipEvents, notifySubject } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// The chat of an appointment: staff and the members booked on it; new messages are noticed on the hub.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);
const messagesUrl = (id: string) => `/api/AppointmentMessages/GetByAppointmentId/${id}`;

async function appointmentOf(staff: Caller): Promise<{ id: string; courseId: string }> {
  const course = (await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 5 }, staff)).json().id as string;
  const dt = await call(
    'POST',
    '/api/DateTimes',
    { CourseId: course, DateFrom: '2031-05-06', DateTill: '2031-05-06', TimeFrom: '18:00', TimeTill: '19:00' },
    staff,
  );
  await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, staff);
  const list = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course}`)}`, undefined, staff);
  return list.json().value[0];
}

/** A member with a login, named by membership and booked on the appointment by booking. */
async function bookedMember(staff: Caller, appointment: { id: string; courseId: string }, status: 'confirmed' | 'waiting' = 'confirmed') {
  const member = userCaller('attendee', staff.companyId);
  const attendee = {
    ...payloadOf(MembershipEvents.AttendeeCreated),
    applicationUserId: member.userId,
    firstName: 'Mia',
    lastName: 'Muster',
  };
  await t.announce(MembershipEvents.AttendeeCreated, staff.companyId, attendee);
  const facts = {
    ...payloadOf(BookingEvents.AttendanceConfirmed),
    appointmentId: appointment.id,
    courseId: appointment.courseId,
    attendeeId: attendee.attendeeId,
    applicationUserId: member.userId,
  };
  const envelope =
    status === 'confirmed'
      ? await t.announce(BookingEvents.AttendanceConfirmed, staff.companyId, facts)
      : await t.announce(BookingEvents.AttendanceWaitlisted, staff.companyId, { ...facts, waitingListNumber: 1 });
  return { member, attendanceId: facts.attendanceId, envelope };
}

describe('appointment messages', () => {
  it('lets staff and booked members talk, names the member, keeps private messages private and notices the group', async () => {
    const trainer = userCaller('trainer');
    const appointment = await appointmentOf(userCaller('employee', trainer.companyId));
    const { member } = await bookedMember(trainer, appointment);
    const { member: waiting } = await bookedMember(trainer, appointment, 'waiting');
    const notices: string[] = [];
    const sub = await t.env.bus.listen('notify.>', (subject, data) => void notices.push(`${subject} ${Buffer.from(data).toString()}`));

    const hello = await call(
      'POST',
      '/api/AppointmentMessages',
      { AppointmentId: appointment.id, Text: '  Bitte Matte mitbringen ' },
      trainer,
    );
    expect(hello.statusCode, hello.body).toBe(200);
    expect(hello.json()).toMatchObject({ text: 'Bitte Matte mitbringen', applicationUserId: trainer.userId, authorRoles: ['trainer'] });
    await eventually(async () => (notices.length > 0 ? true : undefined));
    expect(notices[0]).toBe(
      `${notifySubject(trainer.companyId, 'NewAppointmentMessage')} ${JSON.stringify({ appointmentId: appointment.id, messageId: hello.json().id })}`,
    );
    await sub.stop();

    const reply = await call('POST', '/api/AppointmentMessages', { AppointmentId: appointment.id, Text: 'Mache ich!' }, member);
    expect(reply.json()).toMatchObject({ authorFullName: 'Muster, Mia', recipientApplicationUserId: null });
    const aside = await call(
      'POST',
      '/api/AppointmentMessages',
      { AppointmentId: appointment.id, Text: 'Nur für dich', RecipientApplicationUserId: member.userId },
      trainer,
    );
    expect(aside.json()).toMatchObject({ recipientFullName: 'Muster, Mia' });

    const texts = async (c: Caller, query = '') =>
      (await call('GET', messagesUrl(appointment.id) + query, undefined, c)).json().map((m: { text: string }) => m.text);
    expect(await texts(trainer)).toEqual(['Bitte Matte mitbringen', 'Mache ich!', 'Nur für dich']);
    expect(await texts(member)).toEqual(['Bitte Matte mitbringen', 'Mache ich!', 'Nur für dich']);
    expect(await texts(waiting)).toEqual(['Bitte Matte mitbringen', 'Mache ich!']);
    const since = reply.json().createdDate as string;
    expect(await texts(trainer, `?fromDate=${encodeURIComponent(since)}`)).toEqual(['Nur für dich']);

    const edited = await call('PUT', `/api/AppointmentMessages/${reply.json().id}`, { Text: 'Mache ich, danke!' }, member);
    expect(edited.json()).toMatchObject({ text: 'Mache ich, danke!' });
    expect(edited.json().lastEditedDate).toBeTruthy();
    expect((await call('PUT', `/api/AppointmentMessages/${hello.json().id}`, { Text: 'x' }, member)).json().code).toBe('forbidden');
    expect((await call('PUT', `/api/AppointmentMessages/${aside.json().id}`, { Text: 'x' }, waiting)).statusCode).toBe(404);
  });

  it('refuses members who are not (or no longer) booked, bad input and private messages from members', async () => {
    const staff = userCaller('employee');
    const appointment = await appointmentOf(staff);
    const stranger = userCaller('attendee', staff.companyId);
    expect((await call('GET', messagesUrl(appointment.id), undefined, stranger)).statusCode).toBe(404);
    expect((await call('POST', '/api/AppointmentMessages', { AppointmentId: appointment.id, Text: 'Hallo' }, stranger)).statusCode).toBe(
      404,
    );

    const { member, attendanceId } = await bookedMember(staff, appointment);
    const bad = [
      { AppointmentId: appointment.id, Text: '   ' },
      { AppointmentId: appointment.id, Text: 'x'.repeat(2001) },
      { AppointmentId: 'not-a-uuid', Text: 'Hallo' },
      { AppointmentId: appointment.id, Text: 'Psst', RecipientApplicationUserId: staff.userId },
    ];
    for (const body of bad) expect((await call('POST', '/api/AppointmentMessages', body, member)).json().code).toBe('validation_failed');
    const toStranger = { AppointmentId: appointment.id, Text: 'Psst', RecipientApplicationUserId: stranger.userId };
    expect((await call('POST', '/api/AppointmentMessages', toStranger, staff)).json().code).toBe('validation_failed');
    expect((await call('GET', `${messagesUrl(appointment.id)}?fromDate=gestern`, undefined, staff)).json().code).toBe('validation_failed');
    expect((await call('GET', messagesUrl(appointment.id), undefined, staff)).json()).toEqual([]);

    const cancelled = { ...payloadOf(BookingEvents.AttendanceCancelled), appointmentId: appointment.id, attendanceId };
    await t.announce(BookingEvents.AttendanceCancelled, staff.companyId, { ...cancelled, applicationUserId: member.userId });
    expect((await call('GET', messagesUrl(appointment.id), undefined, member)).statusCode).toBe(404);
    const count = (await call('GET', `/api/Appointments/${appointment.id}`, undefined, staff)).json().countOfAttendancesForTheDate;
    expect(count).toBe(0);
  });

  it('lets nobody back in whose cancellation was handled before the booking (retried after a failure, decision 0077)', async () => {
    const staff = userCaller('employee');
    const appointment = await appointmentOf(staff);
    const member = userCaller('attendee', staff.companyId);
    const facts = {
      ...payloadOf(BookingEvents.AttendanceConfirmed),
      appointmentId: appointment.id,
      courseId: appointment.courseId,
      applicationUserId: member.userId,
    };
    await t.announce(BookingEvents.AttendanceCancelled, staff.companyId, { ...payloadOf(BookingEvents.AttendanceCancelled), ...facts });
    await t.announce(BookingEvents.AttendanceWaitlisted, staff.companyId, { ...facts, waitingListNumber: 1 });
    await t.announce(BookingEvents.AttendanceConfirmed, staff.companyId, facts);
    expect((await call('GET', messagesUrl(appointment.id), undefined, member)).statusCode).toBe(404);
    const count = (await call('GET', `/api/Appointments/${appointment.id}`, undefined, staff)).json().countOfAttendancesForTheDate;
    expect(count).toBe(0);
  });

  it("answers 404 for another company's appointment and message", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const appointment = await appointmentOf(a);
    const message = (await call('POST', '/api/AppointmentMessages', { AppointmentId: appointment.id, Text: 'Hallo' }, a)).json();
    expect((await call('GET', messagesUrl(appointment.id), undefined, b)).statusCode).toBe(404);
    expect((await call('POST', '/api/AppointmentMessages', { AppointmentId: appointment.id, Text: 'Hi' }, b)).statusCode).toBe(404);
    expect((await call('PUT', `/api/AppointmentMessages/${message.id}`, { Text: 'Hi' }, b)).statusCode).toBe(404);
    expect((await call('GET', messagesUrl(randomUUID()), undefined, a)).statusCode).toBe(404);
    expect((await call('GET', messagesUrl(appointment.id), undefined, userCaller('interested', a.companyId))).statusCode).toBe(403);
  });
});

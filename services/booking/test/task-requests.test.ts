import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, readOutbox, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, BookingEvents, IdentityEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// Task requests: a member's booking of a course that needs approval waits as Requested with an
// OPEN request; office staff accept (a place, else the waiting list) or reject, in bulk.
const t = useTestService(bookingService);
const { appointment, attendee, book, seats, attendancesOf } = bookingFixtures(t);
const { Confirmed, Canceled, Requested, OnWaitingList } = AttendanceStatus;

/** An approval course's appointment and `n` members who asked to join it, in that order. */
async function requested(staff: Caller & { companyId: string }, places: number, n: number) {
  const courseId = randomUUID();
  const locationId = randomUUID();
  const appointmentId = await appointment(staff.companyId, places, { courseId, requiresApproval: true, locationId });
  const members: { login: string; attendeeId: string; attendanceId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const login = randomUUID();
    const attendeeId = await attendee(staff.companyId, login);
    const res = await book(userCaller('attendee', staff.companyId, login), appointmentId, attendeeId);
    expect(res.json(), res.body).toMatchObject({ status: Requested, attendeeOnWaitingListNumber: null });
    members.push({ login, attendeeId, attendanceId: res.json().id });
  }
  return { appointmentId, courseId, locationId, members };
}

const listOf = async (caller: Caller, path = '/odata/TaskRequests') =>
  (await t.call('GET', `${path}?$count=true`, undefined, caller)).json();
/** The payloads of one kind of event about the appointment in booking's outbox, in write order. */
const published = async (subject: string, appointmentId: string) =>
  (await readOutbox(t.db, subject)).map((e) => e.payload as Record<string, unknown>).filter((p) => p.appointmentId === appointmentId);

describe('task requests', () => {
  it('books a member as Requested without a place, lists and counts the open request', async () => {
    const staff = userCaller('employee');
    const { appointmentId, courseId, locationId, members } = await requested(staff, 1, 1);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 0 });
    expect(await published(BookingEvents.AttendanceConfirmed.subject, appointmentId)).toEqual([]);

    const list = await listOf(staff);
    expect(list['@odata.count']).toBe(1);
    expect(list.value[0]).toMatchObject({
      status: 'OPEN',
      attendanceId: members[0]!.attendanceId,
      attendanceStatus: Requested,
      appointmentId,
      courseId,
      locationId,
      countCourseMax: 1,
      countOfAttendancesForTheDate: 0,
      decidedDate: null,
    });
    expect((await listOf(staff, `/odata/TaskRequests/GetInLocation/${locationId}`))['@odata.count']).toBe(1);
    expect((await listOf(staff, `/odata/TaskRequests/GetInLocation/${randomUUID()}`))['@odata.count']).toBe(0);

    const departmentId = randomUUID();
    const refs = payloadOf(IdentityEvents.DepartmentRefsReplaced, { owner: 'courseId', ownerId: courseId, departmentIds: [departmentId] });
    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs);
    expect((await listOf(staff, `/odata/TaskRequests/GetInDepartment/${departmentId}`))['@odata.count']).toBe(1);
    const count = (q = '') => t.call('GET', `/api/TaskRequests/CountOpen${q}`, undefined, staff).then((r) => r.json().count);
    expect([await count(), await count(`?departmentId=${departmentId}`), await count(`?locationId=${randomUUID()}`)]).toEqual([1, 1, 0]);

    // Staff booking the same course need no approval: they are the ones who approve.
    const walkIn = await book(staff, appointmentId, await attendee(staff.companyId));
    expect(walkIn.json().status).toBe(Confirmed);
  });

  it('accepts in bulk: places first, then the waiting list, and tells each member', async () => {
    const staff = userCaller('manager');
    const { appointmentId, members } = await requested(staff, 1, 3);
    const ids = (await listOf(staff)).value.map((r: { id: string; attendanceId: string }) => r);
    const byAttendance = (id: string) => ids.find((r: { attendanceId: string }) => r.attendanceId === id)!.id as string;

    const res = await t.call(
      'PUT',
      '/api/TaskRequests/UpdateTaskRequestStatusMultiple',
      { ReferencesId: [byAttendance(members[0]!.attendanceId), byAttendance(members[1]!.attendanceId)], Status: 'ACCEPT' },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    // In the order given: the first gets the place, the second the first waiting number.
    expect(res.json().requests.map((r: { status: string; attendanceStatus: number }) => [r.status, r.attendanceStatus])).toEqual([
      ['ACCEPT', Confirmed],
      ['ACCEPT', OnWaitingList],
    ]);
    const rows = await attendancesOf(appointmentId);
    expect(rows.map((a) => [a.id, a.status, a.waitingListNumber])).toEqual([
      [members[0]!.attendanceId, Confirmed, null],
      [members[1]!.attendanceId, OnWaitingList, 1],
      [members[2]!.attendanceId, Requested, null],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 1 });
    const decided = await published(BookingEvents.TaskRequestDecided.subject, appointmentId);
    expect(decided.map((p) => [p.status, p.attendanceStatus, p.waitingListNumber])).toEqual([
      ['ACCEPT', Confirmed, null],
      ['ACCEPT', OnWaitingList, 1],
    ]);
    const confirmed = await published(BookingEvents.AttendanceConfirmed.subject, appointmentId);
    expect(confirmed.map((p) => p.attendanceId)).toEqual([members[0]!.attendanceId]);
    expect((await published(BookingEvents.AttendanceWaitlisted.subject, appointmentId)).map((p) => p.waitingListNumber)).toEqual([1]);

    // By attendance: the third member is rejected, and the booking is cancelled without a place moving.
    const rejected = await t.call(
      'PUT',
      '/api/TaskRequests/UpdateAttendancesStatusMultiple',
      { AttendancessIds: [members[2]!.attendanceId], Status: 'REJECT' },
      staff,
    );
    expect(rejected.json().requests).toMatchObject([{ status: 'REJECT', attendanceStatus: Canceled }]);
    expect((await t.call('GET', '/api/TaskRequests/CountOpen', undefined, staff)).json().count).toBe(0);
  });

  it('opens requests for booked attendances; rejecting one that held a place promotes the waiting list', async () => {
    const staff = userCaller('employee');
    const appointmentId = await appointment(staff.companyId, 1);
    const [first, second] = [await attendee(staff.companyId), await attendee(staff.companyId)];
    const held = (await book(staff, appointmentId, first)).json().id;
    const waiting = (await book(staff, appointmentId, second)).json().id;

    const added = await t.call('POST', '/api/TaskRequests/AddAttendancess', { AttendancessIds: [held] }, staff);
    expect(added.json().requests).toMatchObject([{ status: 'OPEN', attendanceId: held, attendanceStatus: Confirmed }]);
    expect((await t.call('POST', '/api/TaskRequests', { AttendanceId: held }, staff)).json().code).toBe('conflict');

    const id = added.json().requests[0].id;
    const res = await t.call('PUT', `/api/TaskRequests/${id}`, { Status: 'REJECT' }, staff);
    expect(res.json()).toMatchObject({ status: 'REJECT', attendanceStatus: Canceled });
    expect((await attendancesOf(appointmentId)).map((a) => [a.id, a.status])).toEqual([
      [held, Canceled],
      [waiting, Confirmed],
    ]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 1 });
    expect((await t.call('DELETE', `/api/TaskRequests/${id}`, undefined, staff)).statusCode).toBe(200);
    expect((await listOf(staff))['@odata.count']).toBe(0);
  });

  it("a member's own cancellation withdraws the open request", async () => {
    const staff = userCaller('employee');
    const { members } = await requested(staff, 2, 1);
    const member = userCaller('attendee', staff.companyId, members[0]!.login);
    const res = await t.call('PUT', `/api/Attendances/Cancel/${members[0]!.attendanceId}`, undefined, member);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(staff))['@odata.count']).toBe(0);
  });

  it('refuses bad input, decided requests and open deletions, changing nothing', async () => {
    const staff = userCaller('employee');
    const { appointmentId, members } = await requested(staff, 1, 2);
    const requestOf = new Map<string, string>(
      (await listOf(staff)).value.map((r: { id: string; attendanceId: string }) => [r.attendanceId, r.id]),
    );
    const [open, other] = members.map((m) => requestOf.get(m.attendanceId)!) as [string, string];
    await t.call('PUT', `/api/TaskRequests/${other}`, { Status: 'REJECT' }, staff);
    const before = [await attendancesOf(appointmentId), await listOf(staff), await seats(appointmentId)];
    const cases: [string, string, unknown, number, string][] = [
      ['PUT', '/api/TaskRequests/UpdateTaskRequestStatusMultiple', { ReferencesId: [], Status: 'ACCEPT' }, 400, 'validation_failed'],
      ['PUT', '/api/TaskRequests/UpdateTaskRequestStatusMultiple', { ReferencesId: [open], Status: 'OPEN' }, 400, 'validation_failed'],
      [
        'PUT',
        '/api/TaskRequests/UpdateTaskRequestStatusMultiple',
        { ReferencesId: [open, randomUUID()], Status: 'ACCEPT' },
        404,
        'not_found',
      ],
      [
        'PUT',
        '/api/TaskRequests/UpdateTaskRequestStatusMultiple',
        { ReferencesId: [open, other], Status: 'ACCEPT' },
        409,
        'request_not_open',
      ],
      [
        'PUT',
        '/api/TaskRequests/UpdateAttendancesStatusMultiple',
        { AttendancessIds: [members[1]!.attendanceId], Status: 'ACCEPT' },
        409,
        'request_not_open',
      ],
      ['PUT', '/api/TaskRequests/UpdateAttendancesStatusMultiple', { AttendancessIds: [randomUUID()], Status: 'ACCEPT' }, 404, 'not_found'],
      ['POST', '/api/TaskRequests/AddAttendancess', { AttendancessIds: [members[1]!.attendanceId] }, 409, 'attendance_cancelled'],
      ['POST', '/api/TaskRequests', { AttendanceId: randomUUID() }, 404, 'not_found'],
      ['DELETE', `/api/TaskRequests/${open}`, undefined, 409, 'task_request_open'],
      ['GET', '/api/TaskRequests/CountOpen?locationId=nope', undefined, 400, 'validation_failed'],
    ];
    for (const [method, url, body, status, code] of cases) {
      const res = await t.call(method as 'PUT', url, body, staff);
      expect([url, res.statusCode, res.json().code]).toEqual([url, status, code]);
    }
    expect([await attendancesOf(appointmentId), await listOf(staff), await seats(appointmentId)]).toEqual(before);
  });

  it("answers another company's requests as unknown and keeps trainers and members out", async () => {
    const staff = userCaller('employee');
    const { members } = await requested(staff, 1, 1);
    const id = (await listOf(staff)).value[0].id;
    const stranger = userCaller('manager');
    expect((await t.call('PUT', `/api/TaskRequests/${id}`, { Status: 'ACCEPT' }, stranger)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/TaskRequests/${id}`, undefined, stranger)).statusCode).toBe(404);
    const byAttendance = { AttendancessIds: [members[0]!.attendanceId], Status: 'ACCEPT' };
    expect((await t.call('PUT', '/api/TaskRequests/UpdateAttendancesStatusMultiple', byAttendance, stranger)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/TaskRequests', { AttendanceId: members[0]!.attendanceId }, stranger)).statusCode).toBe(404);
    expect((await listOf(stranger))['@odata.count']).toBe(0);
    expect((await t.call('GET', '/api/TaskRequests/CountOpen', undefined, stranger)).json().count).toBe(0);

    for (const role of ['trainer', 'attendee'] as const) {
      const caller = userCaller(role, staff.companyId);
      expect((await t.call('PUT', `/api/TaskRequests/${id}`, { Status: 'ACCEPT' }, caller)).statusCode).toBe(403);
      expect((await t.call('GET', '/odata/TaskRequests', undefined, caller)).statusCode).toBe(403);
    }
    expect((await listOf(staff)).value[0].status).toBe('OPEN');
  });
});

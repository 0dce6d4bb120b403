import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// GetInDepartment (spec section 7): the attendances of the appointments of a department's courses,
// by identity's department refs of courses.
const t = useTestService(bookingService);
const { attendee, book } = bookingFixtures(t);

async function appointmentOf(companyId: string, courseId: string) {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, courseId, date: inDays(4), maxAttendees: 5 });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}

const refs = (courseId: string, departmentIds: string[]) =>
  payloadOf(IdentityEvents.DepartmentRefsReplaced, { owner: 'courseId', ownerId: courseId, departmentIds });

const inDepartment = async (caller: Caller, departmentId: string) => {
  const res = await t.call('GET', `/odata/Attendances/GetInDepartment/${departmentId}?$count=true`, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { attendeeId: string; attendeeFullName: string }[]).map((a) => a.attendeeId).sort();
};

describe('attendances of a department', () => {
  it("lists the bookings of the department's courses and follows replaced refs", async () => {
    const staff = userCaller('employee');
    const [dance, fitness, yoga, salsa] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [a, b, c] = [await attendee(staff.companyId), await attendee(staff.companyId), await attendee(staff.companyId)];
    await book(staff, await appointmentOf(staff.companyId, salsa), a);
    await book(staff, await appointmentOf(staff.companyId, salsa), b);
    await book(staff, await appointmentOf(staff.companyId, yoga), c);
    const replaced = await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs(salsa, [dance]));
    await t.redeliver(replaced);
    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs(yoga, [fitness]));
    // Refs of other owners are not courses'.
    const p = payloadOf(IdentityEvents.DepartmentRefsReplaced, { owner: 'attendeeId', ownerId: a, departmentIds: [fitness] });
    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, p);

    expect(await inDepartment(staff, dance)).toEqual([a, b].sort());
    expect(await inDepartment(userCaller('trainer', staff.companyId), fitness)).toEqual([c]);

    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs(salsa, [fitness]));
    expect(await inDepartment(staff, dance)).toEqual([]);
    expect(await inDepartment(staff, fitness)).toEqual([a, b, c].sort());
  });

  it('shows another company nothing, refuses members and bad input', async () => {
    const staff = userCaller('employee');
    const [course, department] = [randomUUID(), randomUUID()];
    await book(staff, await appointmentOf(staff.companyId, course), await attendee(staff.companyId));
    await t.announce(IdentityEvents.DepartmentRefsReplaced, staff.companyId, refs(course, [department]));
    expect(await inDepartment(staff, department)).toHaveLength(1);
    expect(await inDepartment(userCaller('manager'), department)).toEqual([]);
    const member = await t.call(
      'GET',
      `/odata/Attendances/GetInDepartment/${department}`,
      undefined,
      userCaller('attendee', staff.companyId),
    );
    expect(member.statusCode).toBe(403);
    const bad = await t.call('GET', '/odata/Attendances/GetInDepartment/not-an-id', undefined, staff);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
  });
});

import { writeUnlessNewer, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Writes scheduling's facts of an appointment as of `at` (the event's occurredAt) unless a newer
 * event wrote them already; answers whether it wrote its own facts. The course's facts also come
 * with the course's changes, so they carry a stamp of their own. isCancelled is left alone: a
 * redelivered "created" never revives a cancelled appointment.
 */
export async function upsertAppointmentView(tx: Tx, p: PayloadOf<typeof SchedulingEvents.AppointmentCreated>, at: Date): Promise<boolean> {
  const key = { id: p.appointmentId };
  const own = {
    courseId: p.courseId,
    courseName: p.courseName,
    date: new Date(p.date),
    timeFrom: p.timeFrom,
    timeTill: p.timeTill,
    maxAttendees: p.maxAttendees,
    centCost: p.centCost,
    dateTimeId: p.dateTimeId ?? null,
    updatedAt: new Date(),
  };
  const course = {
    membershipTypeAvailabilities: p.membershipTypeAvailabilities,
    // Older events lack the course's approval flag and location: an update then keeps what the row has.
    ...(p.requiresApproval === undefined ? {} : { requiresApproval: p.requiresApproval }),
    ...(p.locationId === undefined ? {} : { locationId: p.locationId }),
  };
  const written = await writeUnlessNewer(tx.appointmentView, key, 'factsAt', own, at);
  await writeUnlessNewer(tx.appointmentView, key, 'courseFactsAt', course, at);
  return written;
}

/**
 * Sets the appointment's trainers unless a newer announcement set them already; answers whether
 * the row exists (false while scheduling's "created" has not arrived yet).
 */
export async function setAppointmentTrainers(tx: Tx, appointmentId: string, trainerIds: readonly string[], at: Date): Promise<boolean> {
  const { count } = await tx.appointmentView.updateMany({
    where: { id: appointmentId, OR: [{ trainersAt: null }, { trainersAt: { lte: at } }] },
    data: { trainerIds: [...trainerIds], trainersAt: at },
  });
  return count > 0 || (await tx.appointmentView.count({ where: { id: appointmentId } })) > 0;
}

/**
 * A course's types, prices, approval flag and location apply to all its appointments (and its
 * task requests' location); its name to the coming ones (past appointments keep the name they
 * were held under, as in scheduling). Bookings made before a change of the approval flag stay.
 */
export async function updateCourseFacts(
  tx: Tx,
  p: PayloadOf<typeof SchedulingEvents.CourseUpdated>,
  today: string,
  at: Date,
): Promise<void> {
  await tx.appointmentView.updateMany({
    where: { courseId: p.courseId, OR: [{ courseFactsAt: null }, { courseFactsAt: { lte: at } }] },
    data: {
      membershipTypeAvailabilities: p.membershipTypeAvailabilities,
      requiresApproval: p.requiresApproval,
      locationId: p.locationId,
      courseFactsAt: at,
      updatedAt: new Date(),
    },
  });
  await tx.taskRequest.updateMany({ where: { courseId: p.courseId }, data: { locationId: p.locationId } });
  await tx.appointmentView.updateMany({ where: { courseId: p.courseId, date: { gte: new Date(today) } }, data: { courseName: p.name } });
}

/** Answers how many rows changed: 0 while the appointment is not in the read model yet. */
export async function markAppointmentCancelled(tx: Tx, appointmentId: string, canceledDate: string): Promise<number> {
  const { count } = await tx.appointmentView.updateMany({
    where: { id: appointmentId },
    data: { isCancelled: true, canceledDate: new Date(canceledDate), updatedAt: new Date() },
  });
  return count;
}

/**
 * Writes membership's facts of an attendee as of `at` (the event's occurredAt) unless a newer
 * event wrote them already: an older "created" or "updated" handled late must not give back an
 * ended membership or take a new one away.
 */
export async function upsertAttendeeView(tx: Tx, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>, at: Date): Promise<void> {
  const facts = {
    applicationUserId: p.applicationUserId,
    firstName: p.firstName,
    lastName: p.lastName,
    memberships: p.memberships,
    // Older "created" events lack the validity: the row keeps what it has (new rows: active).
    ...(p.active === undefined ? {} : { active: p.active }),
    ...(p.fromDate === undefined ? {} : { fromDate: p.fromDate ? new Date(p.fromDate) : null }),
    ...(p.tillDate === undefined ? {} : { tillDate: p.tillDate ? new Date(p.tillDate) : null }),
    updatedAt: new Date(),
  };
  await writeUnlessNewer(tx.attendeeView, { id: p.attendeeId }, 'factsAt', facts, at);
}

export async function clearAttendeeMemberships(tx: Tx, attendeeId: string): Promise<void> {
  await tx.attendeeView.updateMany({ where: { id: attendeeId }, data: { memberships: [], updatedAt: new Date() } });
}

/** Drops an appointment's copy; false when attendances (cancelled ones) still refer to it. */
export async function dropAppointmentView(tx: Tx, appointmentId: string): Promise<boolean> {
  if ((await tx.attendance.count({ where: { appointmentId } })) > 0) return false;
  await tx.appointmentView.deleteMany({ where: { id: appointmentId } });
  return true;
}

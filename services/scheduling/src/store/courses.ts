import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { CourseInput, DateTimeInput, MembershipTypeAvailability } from '@takt/proto';
import type { Client } from './client.ts';
import type { Course, CourseDateTime } from './generated/client.ts';

type Tx = TxClient<Client>;
export type CourseColumns = Omit<CourseInput, 'membershipTypeAvailabilities'>;
/** A course with what its screens show beside its columns. */
export type CourseView = Course & { locationName: string | null; responsibleFullName: string | null; hasLogo: boolean };

/** The columns of a course input: absent optional fields are stored as null. */
export function courseColumns({ membershipTypeAvailabilities: _, ...c }: CourseInput) {
  return {
    ...c,
    description: c.description ?? null,
    minAttendees: c.minAttendees ?? null,
    locationId: c.locationId ?? null,
    nr: c.nr ?? null,
    responsibleId: c.responsibleId ?? null,
    tariffId: c.tariffId ?? null,
  };
}

export async function createCourse(tx: Tx, input: CourseInput): Promise<string> {
  const id = randomUUID();
  await tx.course.create({ data: { id, ...courseColumns(input) } });
  return id;
}

/** Every company's courses (system mode: the one-off backfill announces them). */
export function everyCourse(tx: Tx): Promise<Course[]> {
  return tx.course.findMany({ orderBy: [{ companyId: 'asc' }, { id: 'asc' }] });
}

export function findCourse(tx: Tx, id: string): Promise<Course | null> {
  return tx.course.findFirst({ where: { id } });
}

export const updateCourseRow = (tx: Tx, id: string, data: ReturnType<typeof courseColumns>): Promise<Course> =>
  tx.course.update({ where: { id }, data });

/** Its membership types and logo go with it (foreign keys cascade); date-times and appointments are deleted first. */
export async function deleteCourseRows(tx: Tx, id: string): Promise<void> {
  await tx.appointment.deleteMany({ where: { courseId: id } });
  await tx.courseDateTime.deleteMany({ where: { courseId: id } });
  await tx.course.delete({ where: { id } });
}

export const membershipTypesOf = (tx: Tx, courseId: string): Promise<MembershipTypeAvailability[]> =>
  tx.courseMembershipType.findMany({
    where: { courseId },
    select: { membershipTypeId: true, centCost: true },
    orderBy: { membershipTypeId: 'asc' },
  });

/**
 * What an appointment copies of its course for booking: its own price, the listed membership
 * types' prices, whether members' bookings need approval and where it takes place.
 */
export interface CoursePricing {
  centCost: number;
  membershipTypeAvailabilities: MembershipTypeAvailability[];
  requiresApproval: boolean;
  locationId: string | null;
}

export const coursePricing = async (
  tx: Tx,
  course: Pick<Course, 'id' | 'centCost' | 'requiresApproval' | 'locationId'>,
): Promise<CoursePricing> => ({
  centCost: course.centCost,
  membershipTypeAvailabilities: await membershipTypesOf(tx, course.id),
  requiresApproval: course.requiresApproval,
  locationId: course.locationId,
});

export async function replaceMembershipTypes(tx: Tx, courseId: string, list: readonly MembershipTypeAvailability[]): Promise<void> {
  await tx.courseMembershipType.deleteMany({ where: { courseId } });
  await tx.courseMembershipType.createMany({ data: list.map((m) => ({ id: randomUUID(), courseId, ...m })) });
}

/** The courses with their location and responsible's names (as identity announced them) and whether each has a logo. */
export async function withCourseExtras(tx: Tx, rows: Course[]): Promise<CourseView[]> {
  const ids = rows.map((c) => c.id);
  const present = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))];
  const [views, staff, logos] = await Promise.all([
    tx.locationView.findMany({ where: { id: { in: present(rows.map((c) => c.locationId)) } }, select: { id: true, name: true } }),
    tx.trainerView.findMany({
      where: { id: { in: present(rows.map((c) => c.responsibleId)) } },
      select: { id: true, firstName: true, lastName: true },
    }),
    tx.courseLogo.findMany({ where: { courseId: { in: ids } }, select: { courseId: true } }),
  ]);
  const names = new Map(views.map((v) => [v.id, v.name]));
  const people = new Map(staff.map((p) => [p.id, `${p.lastName}, ${p.firstName}`]));
  const withLogo = new Set(logos.map((l) => l.courseId));
  return rows.map((c) => ({
    ...c,
    locationName: c.locationId ? (names.get(c.locationId) ?? null) : null,
    responsibleFullName: c.responsibleId ? (people.get(c.responsibleId) ?? null) : null,
    hasLogo: withLogo.has(c.id),
  }));
}

const optionFields = { id: true, name: true, color: true, type: true } as const;
export type CourseOptionRow = Pick<Course, 'id' | 'name' | 'color' | 'type'>;

export const courseOptions = (tx: Tx, where: { activeOnly?: boolean; withLogo?: boolean; includeUniqueEvents?: boolean }) =>
  tx.course.findMany({
    where: {
      ...(where.activeOnly ? { active: true } : {}),
      ...(where.withLogo ? { logo: { isNot: null } } : {}),
      ...(where.includeUniqueEvents ? {} : { type: { not: 2 } }),
    },
    select: optionFields,
    orderBy: { name: 'asc' },
  }) as Promise<CourseOptionRow[]>;

/** Future (from `today` on) uncancelled appointments of a course or date-time with at least one confirmed booking. */
export const bookedFutureAppointments = (tx: Tx, of: { courseId: string } | { dateTimeId: string }, today: string): Promise<number> =>
  tx.appointment.count({ where: { ...of, isCancelled: false, bookedCount: { gt: 0 }, date: { gte: toDbDate(today) } } });

export const appointmentIdsOfCourse = async (tx: Tx, courseId: string): Promise<string[]> =>
  (await tx.appointment.findMany({ where: { courseId }, select: { id: true } })).map((a) => a.id);

/** Future appointments carry the course's current name and type (lists show them without a join). */
export async function renameFutureAppointments(tx: Tx, course: Course, today: string): Promise<void> {
  await tx.appointment.updateMany({
    where: { courseId: course.id, date: { gte: toDbDate(today) } },
    data: { courseName: course.name, courseType: course.type },
  });
}

export async function createDateTime(tx: Tx, input: DateTimeInput): Promise<string> {
  const id = randomUUID();
  await tx.courseDateTime.create({ data: { ...input, id, dateFrom: toDbDate(input.dateFrom), dateTill: toDbDate(input.dateTill) } });
  return id;
}

export function findDateTime(tx: Tx, id: string): Promise<CourseDateTime | null> {
  return tx.courseDateTime.findFirst({ where: { id } });
}

/** Active courses (series courses only when asked) with their course times ending on or after `from`. */
export async function coursesWithDateTimes(tx: Tx, from: Date, bookableAsSeries: boolean | undefined) {
  const courses = await tx.course.findMany({
    where: { active: true, ...(bookableAsSeries !== undefined && { bookableAsSeries }) },
    select: { id: true, name: true, color: true, type: true, bookableAsSeries: true },
    orderBy: { name: 'asc' },
  });
  const dateTimes = await tx.courseDateTime.findMany({
    where: { courseId: { in: courses.map((c) => c.id) }, dateTill: { gte: from } },
    orderBy: [{ dateFrom: 'asc' }, { timeFrom: 'asc' }],
  });
  return courses.map((c) => ({ ...c, dateTimes: dateTimes.filter((d) => d.courseId === c.id) }));
}

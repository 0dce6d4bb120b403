import { z } from 'zod';
import { CourseType } from '../../enums.ts';
import { Cents, Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { blankAsNull } from './recurrence.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: courses, their membership-type availabilities and logos.

const courseTypes = Object.values(CourseType) as [number, ...number[]];
const detail = screenRoles('/courses/:courseId');
const courses = screenRoles('/courses');
/** An empty text (a cleared form field) means none. */

/** A membership type that may book the course and its price for that type (spec: membershipTypeAvailabilities). */
export const MembershipTypeAvailability = z.object({ membershipTypeId: Uuid, centCost: Cents.default(0) });
export type MembershipTypeAvailability = z.infer<typeof MembershipTypeAvailability>;

export const CourseInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().max(4000).nullish(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#D0D0D0'),
    type: z.union(courseTypes.map((v) => z.literal(v))).default(CourseType.RegularCourse),
    maxAttendees: z.number().int().min(1).max(10_000),
    minAttendees: z.number().int().min(0).max(10_000).nullish(),
    bookableAsSeries: z.boolean().default(false),
    locationId: blankAsNull(Uuid),
    /** Drop-in price per appointment in cents; 0 when covered by memberships. */
    centCost: Cents.default(0),
    active: z.boolean().default(true),
    nr: blankAsNull(z.string().trim().max(40)),
    /** Identity's user responsible for the course. */
    responsibleId: blankAsNull(Uuid),
    /** Bookings become requests the staff approve. */
    requiresApproval: z.boolean().default(false),
    tariffId: blankAsNull(Uuid),
    /** Left out on an update: the list stays as it is. */
    membershipTypeAvailabilities: z.array(MembershipTypeAvailability).max(100).optional(),
  })
  .refine((c) => c.minAttendees == null || c.minAttendees <= c.maxAttendees, {
    path: ['minAttendees'],
    message: 'must not be above maxAttendees',
  })
  .refine(
    (c) => new Set(c.membershipTypeAvailabilities?.map((m) => m.membershipTypeId)).size === (c.membershipTypeAvailabilities?.length ?? 0),
    {
      path: ['membershipTypeAvailabilities'],
      message: 'each membership type once',
    },
  );
export type CourseInput = z.infer<typeof CourseInput>;

export const Course = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  type: z.number().int(),
  maxAttendees: z.number().int(),
  minAttendees: z.number().int().nullable(),
  bookableAsSeries: z.boolean(),
  locationId: Uuid.nullable(),
  locationName: z.string().nullable(),
  centCost: z.number().int(),
  active: z.boolean(),
  nr: z.string().nullable(),
  responsibleId: Uuid.nullable(),
  /** "Last name, first name" of the responsible, as identity announced the staff user. */
  responsibleFullName: z.string().nullable(),
  requiresApproval: z.boolean(),
  tariffId: Uuid.nullable(),
  hasLogo: z.boolean(),
  membershipTypeAvailabilities: z.array(z.object({ membershipTypeId: Uuid, centCost: z.number().int() })),
  createdDate: z.string(),
});
export type Course = z.infer<typeof Course>;

/** A course in a list: without its membership-type availabilities. */
export const CourseListItem = Course.omit({ membershipTypeAvailabilities: true });
export const CourseOption = z.object({ id: Uuid, name: z.string(), color: z.string(), type: z.number().int() });
export const CourseBookings = z.object({
  hasBookings: z.boolean(),
  /** Future uncancelled appointments with at least one confirmed booking. */
  bookedAppointments: z.number().int(),
});
/** Unique events are left out of course lists unless asked for (spec section 5). */
export const CourseListQuery = z.object({
  includeUniqueEvents: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() === 'true' : v), z.boolean().default(false)),
});

export const CoursesWithDateTimeQuery = z.object({
  bookableAsSeries: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() === 'true' : v), z.boolean().optional()),
});
export const CourseDateTimeSummary = z.object({
  id: Uuid,
  dateFrom: LocalDate,
  dateTill: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  period: z.number().int(),
  eachOnDay: z.number().int(),
  periodValues: z.string().nullable(),
  roomId: Uuid.nullable(),
});
export const CourseWithDateTimes = CourseOption.extend({ bookableAsSeries: z.boolean(), dateTimes: z.array(CourseDateTimeSummary) });

export const courseOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    description: { type: 'string' },
    color: { type: 'string' },
    type: { type: 'number' },
    maxAttendees: { type: 'number' },
    minAttendees: { type: 'number' },
    bookableAsSeries: { type: 'boolean' },
    locationId: { type: 'uuid' },
    centCost: { type: 'number' },
    active: { type: 'boolean' },
    nr: { type: 'string' },
    responsibleId: { type: 'uuid' },
    requiresApproval: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // The spec names no course sort: by name.
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

export const schedulingCourseContracts = {
  createCourse: route({
    method: 'POST',
    path: '/api/Courses',
    service: 'scheduling',
    access: detail,
    permission: 'coursesCreateDelete',
    summary: 'Create a course',
    body: CourseInput,
    response: Created,
  }),
  listCourses: route({
    method: 'GET',
    path: '/odata/Courses',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: 'Courses as an OData list (by name); unique events only with includeUniqueEvents=true',
    query: CourseListQuery,
    odata: courseOData,
    response: odataList(CourseListItem),
  }),
  listCoursesInDepartment: route({
    method: 'GET',
    path: '/odata/Courses/GetInDepartment/:departmentId',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: 'Courses linked to a department (department refs), as an OData list',
    params: z.object({ departmentId: Uuid }),
    query: CourseListQuery,
    odata: courseOData,
    response: odataList(CourseListItem),
  }),
  getCoursesWithDateTime: route({
    method: 'GET',
    path: '/api/Courses/GetWithDateTime',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary:
      "Active courses with their course times that have not ended (by the company's day); bookableAsSeries narrows to series courses",
    query: CoursesWithDateTimeQuery,
    response: z.array(CourseWithDateTimes),
  }),
  getCourseOptions: route({
    method: 'GET',
    path: '/api/Courses/GetByOptions',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: 'Every course as id and name, for pickers (by name)',
    query: CourseListQuery,
    response: z.array(CourseOption),
  }),
  getCourseOptionsAnonymous: route({
    method: 'GET',
    path: '/api/Courses/GetByOptionsAnonymous/:companyId',
    service: 'scheduling',
    access: 'public',
    summary: "A company's active courses as id and name (public pages)",
    params: z.object({ companyId: Uuid }),
    response: z.array(CourseOption),
  }),
  getCoursesWithLogo: route({
    method: 'GET',
    path: '/api/Courses/GetWithLogoOnly',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: 'The courses that have a logo',
    response: z.array(CourseOption),
  }),
  getCoursesWithLogoAnonymous: route({
    method: 'GET',
    path: '/api/Courses/GetWithLogoOnlyAnonymous/:companyId',
    service: 'scheduling',
    access: 'public',
    summary: "A company's active courses that have a logo (public pages)",
    params: z.object({ companyId: Uuid }),
    response: z.array(CourseOption),
  }),
  getCourseLogo: route({
    method: 'GET',
    path: '/api/Courses/GetLogoByCourseId/:id',
    service: 'scheduling',
    access: 'public',
    summary: "A course's logo image (public: course pages show it)",
    params: IdParams,
    binary: 'download',
  }),
  updateCourseLogo: route({
    method: 'POST',
    path: '/api/Courses/UpdateLogo/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesEdit',
    summary: "Set a course's logo: multipart field File, PNG, JPEG or WebP up to 2 MiB (the bytes decide the type)",
    params: IdParams,
    binary: 'upload',
    response: Created,
  }),
  removeCourseLogo: route({
    method: 'DELETE',
    path: '/api/Courses/Logo/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesEdit',
    summary: "Remove a course's logo",
    params: IdParams,
  }),
  copyCourse: route({
    method: 'POST',
    path: '/api/Courses/CopyCourse',
    service: 'scheduling',
    access: detail,
    permission: 'coursesCreateDelete',
    summary: 'Copy a course with its membership-type availabilities, logo and date-times (no appointments); the name gets " (2)"',
    body: z.object({ id: Uuid }),
    response: Created,
  }),
  checkCourseBookings: route({
    method: 'GET',
    path: '/api/Courses/CheckIfCourseHasBookings/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesView',
    summary: 'Whether future uncancelled appointments of the course have bookings (a delete is refused then)',
    params: IdParams,
    response: CourseBookings,
  }),
  getCourse: route({
    method: 'GET',
    path: '/api/Courses/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesView',
    summary: 'One course',
    params: IdParams,
    response: Course,
  }),
  updateCourse: route({
    method: 'PUT',
    path: '/api/Courses/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesEdit',
    summary: 'Update a course; future appointments take its name and type',
    params: IdParams,
    body: CourseInput,
    response: Course,
  }),
  deleteCourse: route({
    method: 'DELETE',
    path: '/api/Courses/:id',
    service: 'scheduling',
    access: detail,
    permission: 'coursesCreateDelete',
    summary: 'Delete a course with its date-times and appointments; refused (in_use) while future appointments have bookings',
    params: IdParams,
  }),
} satisfies Record<string, RouteContract>;

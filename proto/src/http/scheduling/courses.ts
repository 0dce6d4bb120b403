import { z } from 'zod';
import { CourseType } from '../../enums.ts';
import { Cents, Created, IdParams, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

const courseTypes = Object.values(CourseType) as [number, ...number[]];

export const CourseInput = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(4000).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#D0D0D0'),
  type: z.union(courseTypes.map((v) => z.literal(v))).default(CourseType.RegularCourse),
  maxAttendees: z.number().int().min(1).max(10_000),
  minAttendees: z.number().int().min(0).max(10_000).optional(),
  bookableAsSeries: z.boolean().default(false),
  locationId: Uuid.optional(),
  /** Drop-in price per appointment in cents; 0 when covered by memberships. */
  centCost: Cents.default(0),
  active: z.boolean().default(true),
});
export type CourseInput = z.infer<typeof CourseInput>;
export const Course = CourseInput.extend({ id: Uuid, companyId: Uuid, createdDate: z.string() });

export const schedulingCourseContracts = {
  createCourse: route({
    method: 'POST',
    path: '/api/Courses',
    service: 'scheduling',
    access: screenRoles('/courses/:courseId'),
    permission: 'coursesCreateDelete',
    summary: 'Create a course',
    body: CourseInput,
    response: Created,
  }),
  getCourse: route({
    method: 'GET',
    path: '/api/Courses/:id',
    service: 'scheduling',
    access: screenRoles('/courses/:courseId'),
    permission: 'coursesView',
    summary: 'One course',
    params: IdParams,
    response: Course,
  }),
} satisfies Record<string, RouteContract>;

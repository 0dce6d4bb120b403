import { dtoOf, readUploadForm, type Router } from '@takt/kit';
import { CourseListItem, CourseOption, CourseWithDateTimes, schedulingContracts as routes, Course as CourseDto } from '@takt/proto';
import { checkCourseBookings } from '../operations/check-course-bookings.ts';
import { copyCourse } from '../operations/copy-course.ts';
import { createCourse } from '../operations/create-course.ts';
import { deleteCourse } from '../operations/delete-course.ts';
import { getCourseLogo } from '../operations/get-course-logo.ts';
import { getCourseOptions, getPublicCourseOptions } from '../operations/get-course-options.ts';
import { getCoursesWithDateTimes } from '../operations/get-courses-with-date-times.ts';
import { getCourse } from '../operations/get-course.ts';
import { removeCourseLogo } from '../operations/remove-course-logo.ts';
import { updateCourseLogo } from '../operations/update-course-logo.ts';
import { updateCourse } from '../operations/update-course.ts';
import type { Client } from '../store/client.ts';
import { coursesInDepartments } from '../store/course-departments.ts';
import { withCourseExtras } from '../store/courses.ts';
import type { Course } from '../store/generated/client.ts';

const toDto = dtoOf(CourseDto);
const toListDto = dtoOf(CourseListItem);
const toOption = dtoOf(CourseOption);
const toWithDateTimes = dtoOf(CourseWithDateTimes);

export function courseRoutes(r: Router<Client>): void {
  r.handle(routes.createCourse, ({ body, db }) => createCourse(db, body));
  r.list(routes.listCourses, {
    where: ({ query }) => (query.includeUniqueEvents ? {} : { type: { not: 2 } }),
    model: (tx) => tx.course,
    enrich: (tx, rows: Course[]) => withCourseExtras(tx, rows),
    map: toListDto,
  });
  r.list(routes.listCoursesInDepartment, {
    where: async ({ params, query }, tx) => ({
      id: { in: await coursesInDepartments(tx, [params.departmentId]) },
      ...(query.includeUniqueEvents ? {} : { type: { not: 2 } }),
    }),
    model: (tx) => tx.course,
    enrich: (tx, rows: Course[]) => withCourseExtras(tx, rows),
    map: toListDto,
  });
  r.handle(routes.getCoursesWithDateTime, async ({ query, db }) =>
    (await getCoursesWithDateTimes(db, query.bookableAsSeries)).map(toWithDateTimes),
  );
  r.handle(routes.getCourseOptions, async ({ query, db }) => (await getCourseOptions(db, query)).map(toOption));
  r.handle(routes.getCourseOptionsAnonymous, async ({ params, db }) => (await getPublicCourseOptions(db, params.companyId)).map(toOption));
  r.handle(routes.getCoursesWithLogo, async ({ db }) =>
    (await getCourseOptions(db, { withLogo: true, includeUniqueEvents: true })).map(toOption),
  );
  r.handle(routes.getCoursesWithLogoAnonymous, async ({ params, db }) =>
    (await getPublicCourseOptions(db, params.companyId, true)).map(toOption),
  );
  r.handle(routes.getCourseLogo, async ({ params, db, reply }) => {
    const logo = await getCourseLogo(db, params.id);
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(logo.bytes));
  });
  r.handle(routes.updateCourseLogo, async ({ req, params, db }) => updateCourseLogo(db, params.id, await readUploadForm(req, 'File')));
  r.handle(routes.removeCourseLogo, ({ params, db }) => removeCourseLogo(db, params.id));
  r.handle(routes.copyCourse, ({ body, db }) => copyCourse(db, body.id));
  r.handle(routes.checkCourseBookings, ({ params, db }) => checkCourseBookings(db, params.id));
  r.handle(routes.getCourse, async ({ params, db }) => toDto(await getCourse(db, params.id)));
  r.handle(routes.updateCourse, async ({ params, body, db }) => toDto(await updateCourse(db, params.id, body)));
  r.handle(routes.deleteCourse, ({ params, db }) => deleteCourse(db, params.id));
}

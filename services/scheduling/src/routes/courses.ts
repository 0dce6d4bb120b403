import { dtoOf, type Router } from '@takt/kit';
import { schedulingContracts, Course as CourseDto } from '@takt/proto';
import { createCourse } from '../operations/create-course.ts';
import { getCourse } from '../operations/get-course.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(CourseDto);

export function courseRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.createCourse, ({ body, db }) => createCourse(db, body));
  r.handle(schedulingContracts.getCourse, async ({ params, db }) => toDto(await getCourse(db, params.id)));
}

import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { courseOptions, type CourseOptionRow } from '../store/courses.ts';
import { asPublicCompany } from './as-public-company.ts';

export type CourseOptionFilter = Parameters<typeof courseOptions>[1];

/** Courses as id, name, colour and type for pickers and public pages. */
export function getCourseOptions(db: Db<Client>, filter: CourseOptionFilter): Promise<CourseOptionRow[]> {
  return db.tx((tx) => courseOptions(tx, filter));
}

/** A company's active courses, read inside that company (anonymous pages): unique events stay out. */
export function getPublicCourseOptions(db: Db<Client>, companyId: string, withLogo = false): Promise<CourseOptionRow[]> {
  return asPublicCompany(db, companyId, (tx) => courseOptions(tx, { activeOnly: true, withLogo }));
}

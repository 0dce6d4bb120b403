import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { coursesInDepartment } from '../store/course-departments.ts';
import { countOpenTaskRequests as countOpen } from '../store/task-requests.ts';

/** Open requests of the company, or of one location's or department's courses. */
export function countOpenTaskRequests(db: Db<Client>, filter: { locationId?: string; departmentId?: string }): Promise<{ count: number }> {
  return db.tx(async (tx) => {
    const courses = filter.departmentId ? { courseId: { in: await coursesInDepartment(tx, filter.departmentId) } } : {};
    const location = filter.locationId ? { locationId: filter.locationId } : {};
    return { count: await countOpen(tx, { ...courses, ...location }) };
  });
}

import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { replaceCourseDepartments } from '../store/course-departments.ts';

/** Keeps which departments a course belongs to; other owners' refs (users, locations, attendees) are not booking's. */
export async function recordCourseDepartments(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.DepartmentRefsReplaced>,
): Promise<void> {
  if (p.owner === 'courseId') await replaceCourseDepartments(tx, p.ownerId, p.departmentIds);
}

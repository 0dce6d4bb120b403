import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteCourseTrainerRow, findCourseTrainer } from '../store/course-trainers.ts';

/** The date-time's appointments keep their trainers: they are changed per appointment. */
export async function deleteCourseTrainer(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    if (!(await findCourseTrainer(tx, id))) throw notFound('Course trainer');
    await deleteCourseTrainerRow(tx, id);
  });
  return { ok: true };
}

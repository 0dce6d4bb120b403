import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { courseTrainersWhere, type CourseTrainerFilter } from '../store/course-trainers.ts';
import { withTrainerNames } from './trainer-assignment-steps.ts';

export function listCourseTrainers(db: Db<Client>, filter: CourseTrainerFilter) {
  return db.tx(async (tx) => withTrainerNames(tx, await courseTrainersWhere(tx, filter)));
}

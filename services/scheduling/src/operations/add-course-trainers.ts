import { validationFailed, type Db } from '@takt/kit';
import type { BodyOf, schedulingContracts, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findDateTime } from '../store/courses.ts';
import { courseTrainersWhere, replaceCourseTrainers } from '../store/course-trainers.ts';
import type { CourseTrainer } from '../store/generated/client.ts';
import { copyOntoFutureAppointments, todayOr, withTrainerNames } from './trainer-assignment-steps.ts';
import { assertTrainersKnown } from './trainer-steps.ts';

type Items = BodyOf<typeof schedulingContracts.addCourseTrainers>;

/**
 * Spec AddMultiple: each date-time named in the items gets exactly the items' trainers (a trainer
 * once; substitutes flagged). With `applyToAppointments` its future appointments get them too.
 */
export async function addCourseTrainers(
  db: Db<Client>,
  caller: UserCaller,
  applyToAppointments: boolean,
  items: Items,
): Promise<(CourseTrainer & { trainerFullName: string })[]> {
  await assertTrainersKnown(
    db,
    items.map((i) => i.trainerId),
  );
  const byDateTime = new Map<string, Items>();
  for (const i of items) byDateTime.set(i.dateTimeId, [...(byDateTime.get(i.dateTimeId) ?? []), i]);
  return db.tx(async (tx) => {
    for (const [dateTimeId, group] of byDateTime) {
      const dt = await findDateTime(tx, dateTimeId);
      if (!dt) throw validationFailed([{ field: 'dateTimeId', message: 'unknown date-time' }]);
      if (group.some((i) => i.courseId && i.courseId !== dt.courseId))
        throw validationFailed([{ field: 'courseId', message: "not the date-time's course" }]);
      const unique = [...new Map(group.map((i) => [i.trainerId, { trainerId: i.trainerId, isSubstitute: i.isSubstitute }])).values()];
      await replaceCourseTrainers(tx, dt, unique, caller.userId);
      if (applyToAppointments) await copyOntoFutureAppointments(tx, dateTimeId, todayOr(undefined));
    }
    const rows = (await Promise.all([...byDateTime.keys()].map((dateTimeId) => courseTrainersWhere(tx, { dateTimeId })))).flat();
    return withTrainerNames(tx, rows);
  });
}

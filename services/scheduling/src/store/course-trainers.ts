import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { CourseTrainer } from './generated/client.ts';

type Tx = TxClient<Client>;

export interface CourseTrainerFilter {
  trainerId?: string | undefined;
  dateTimeId?: string | undefined;
  courseId?: string | undefined;
}

export const courseTrainersWhere = (tx: Tx, where: CourseTrainerFilter) =>
  tx.courseTrainer.findMany({
    where: {
      ...(where.trainerId ? { trainerId: where.trainerId } : {}),
      ...(where.dateTimeId ? { dateTimeId: where.dateTimeId } : {}),
      ...(where.courseId ? { courseId: where.courseId } : {}),
    },
    orderBy: [{ dateTimeId: 'asc' }, { createdDate: 'asc' }],
  });

export const findCourseTrainer = (tx: Tx, id: string): Promise<CourseTrainer | null> => tx.courseTrainer.findFirst({ where: { id } });
export const deleteCourseTrainerRow = async (tx: Tx, id: string): Promise<void> => {
  await tx.courseTrainer.delete({ where: { id } });
};

/** The date-time's trainers become exactly these. */
export async function replaceCourseTrainers(
  tx: Tx,
  dt: { id: string; courseId: string },
  trainers: readonly { trainerId: string; isSubstitute: boolean }[],
  creatorId: string,
): Promise<void> {
  await tx.courseTrainer.deleteMany({ where: { dateTimeId: dt.id } });
  await tx.courseTrainer.createMany({
    data: trainers.map((t) => ({ id: randomUUID(), courseId: dt.courseId, dateTimeId: dt.id, creatorId, ...t })),
    skipDuplicates: true,
  });
}

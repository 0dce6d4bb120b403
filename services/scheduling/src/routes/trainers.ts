import { dtoOf, type Router } from '@takt/kit';
import {
  AppointmentTrainer as AppointmentTrainerDto,
  CourseTrainer as CourseTrainerDto,
  schedulingContracts as routes,
  TodayCourse as TodayCourseDto,
} from '@takt/proto';
import { addAppointmentTrainersByDateTime } from '../operations/add-appointment-trainers-by-date-time.ts';
import { addAppointmentTrainers } from '../operations/add-appointment-trainers.ts';
import { addCourseTrainers } from '../operations/add-course-trainers.ts';
import { deleteAppointmentTrainer } from '../operations/delete-appointment-trainer.ts';
import { deleteCourseTrainer } from '../operations/delete-course-trainer.ts';
import { exportAppointmentTrainers } from '../operations/export-appointment-trainers.ts';
import { getAppointmentTrainers } from '../operations/get-appointment-trainers.ts';
import { getCoursesForToday } from '../operations/get-courses-for-today.ts';
import { listCourseTrainers } from '../operations/list-course-trainers.ts';
import { updateAppointmentTrainer } from '../operations/update-appointment-trainer.ts';
import type { Client } from '../store/client.ts';

const toCourseTrainer = dtoOf(CourseTrainerDto);
const toAppointmentTrainer = dtoOf(AppointmentTrainerDto);
const toTodayCourse = dtoOf(TodayCourseDto);

export function trainerRoutes(r: Router<Client>): void {
  r.handle(routes.listCourseTrainers, async ({ query, db }) => (await listCourseTrainers(db, query)).map(toCourseTrainer));
  r.handle(routes.getCoursesForTodayByLocationId, async ({ params, query, db }) =>
    (await getCoursesForToday(db, params.id, query.date)).map(toTodayCourse),
  );
  r.handle(routes.addCourseTrainers, async ({ params, body, db, user }) =>
    (await addCourseTrainers(db, user, params.applyToAppointments === 'true', body)).map(toCourseTrainer),
  );
  r.handle(routes.deleteCourseTrainer, ({ params, db }) => deleteCourseTrainer(db, params.id));

  r.handle(routes.getAppointmentTrainers, async ({ params, db }) =>
    (await getAppointmentTrainers(db, params.id)).map(toAppointmentTrainer),
  );
  r.handle(routes.addAppointmentTrainers, async ({ params, body, db }) =>
    (await addAppointmentTrainers(db, params.id, body.trainersId)).map(toAppointmentTrainer),
  );
  r.handle(routes.addAppointmentTrainersByDateTime, ({ body, db }) =>
    addAppointmentTrainersByDateTime(db, body.dateTimeId, body.clientLocalDate),
  );
  r.handle(routes.updateAppointmentTrainer, async ({ params, body, db }) =>
    toAppointmentTrainer(await updateAppointmentTrainer(db, params.id, body)),
  );
  r.handle(routes.deleteAppointmentTrainer, ({ params, db }) => deleteAppointmentTrainer(db, params.id));
  r.handle(routes.exportAppointmentTrainers, ({ body, db }) => exportAppointmentTrainers(db, body));
}

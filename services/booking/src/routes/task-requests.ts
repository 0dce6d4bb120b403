import { dtoOf, type Bus, type Router } from '@takt/kit';
import { bookingContracts as c, TaskRequest, type TaskRequestStatus } from '@takt/proto';
import { appointmentsOf, noticeSeats } from '../events/seats-notice.ts';
import { countOpenTaskRequests } from '../operations/count-open-task-requests.ts';
import { decideTaskRequests } from '../operations/decide-task-requests.ts';
import { deleteTaskRequest } from '../operations/delete-task-request.ts';
import { openTaskRequests } from '../operations/open-task-requests.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { coursesInDepartment } from '../store/course-departments.ts';
import { withTaskRequestFacts, type TaskRequestRow } from '../store/task-requests.ts';

const toDto = dtoOf(TaskRequest, (r: TaskRequestRow) => ({ status: r.status as keyof typeof TaskRequestStatus }));
const result = (rows: TaskRequestRow[]) => ({ requests: rows.map(toDto) });

export function taskRequestRoutes(r: Router<Client>, settings: BookingSettings, bus: Bus): void {
  const list = { model: (tx: Parameters<typeof withTaskRequestFacts>[0]) => tx.taskRequest, enrich: withTaskRequestFacts, map: toDto };
  r.list(c.listTaskRequests, list);
  r.list(c.listTaskRequestsInLocation, { ...list, where: ({ params }) => ({ locationId: params.locationId }) });
  r.list(c.listTaskRequestsInDepartment, {
    ...list,
    where: async ({ params }, tx) => ({ courseId: { in: await coursesInDepartment(tx, params.departmentId) } }),
  });
  r.handle(c.countOpenTaskRequests, ({ query, db }) => countOpenTaskRequests(db, query));

  r.handle(c.createTaskRequest, async ({ body, db, user }) => toDto((await openTaskRequests(db, user, [body.attendanceId]))[0]!));
  r.handle(c.addAttendancess, async ({ body, db, user }) => result(await openTaskRequests(db, user, body.attendancessIds)));

  // A decision may take or free places: the seat counts are pushed to open screens after the commit.
  const decided = async (companyId: string, rows: TaskRequestRow[]) => {
    await noticeSeats(bus, companyId, appointmentsOf(rows));
    return rows;
  };
  r.handle(c.updateTaskRequest, async ({ params, body, db, user }) => {
    const rows = await decideTaskRequests(db, settings, user, { ids: [params.id] }, body.status);
    return toDto((await decided(user.companyId, rows))[0]!);
  });
  r.handle(c.updateTaskRequestStatusMultiple, async ({ body, db, user }) =>
    result(await decided(user.companyId, await decideTaskRequests(db, settings, user, { ids: body.referencesId }, body.status))),
  );
  r.handle(c.updateAttendancesStatusMultiple, async ({ body, db, user }) =>
    result(
      await decided(user.companyId, await decideTaskRequests(db, settings, user, { attendanceIds: body.attendancessIds }, body.status)),
    ),
  );
  r.handle(c.deleteTaskRequest, ({ params, db }) => deleteTaskRequest(db, params.id));
}

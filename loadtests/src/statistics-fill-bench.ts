// Statistics Fill over one year of 100,000 confirmed attendances (decision 0057): boots the system
// in-process with demo data, writes the statistics read model straight into its tables (what a
// year of booking, scheduling and membership events would leave there: 2,000 attendees, 40 courses
// in 4 locations and 8 rooms, 5,000 appointments with 1–2 trainers), then times Fill through the
// gateway for a few layouts, each three times (the best and the worst are printed).
//
// Budget: every layout answers within 5 s on the shared 2-core machine (load average about 12).
// Measured 2026-11-27 (load average 11–13, a browser test running beside it), best and worst of three:
//   all 1.5–1.9 s; month × course × trainer 3.0–4.1 s; week × age × time of day 3.5–3.9 s;
//   day × location × membership type × room 2.7–5.6 s (the worst over budget). Decision 0057.
// Measured 2026-11-28 on a quiet machine (load average 2), after decision 0068 loads attendee
// facts only for the criteria that need them: all 0.47–0.49 s; month × course × trainer
// 0.92–1.05 s; week × age × time of day 0.90–1.01 s; day × location × membership type × room
// 1.22–1.36 s. All within budget.
import { rawSql } from '@takt/kit';
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 100_000);
const BUDGET_MS = 5000;
const { system, api, me, close } = await bootLoadSystem();
const companyId = me.company.id;
const statistics = system.services.get('statistics')!;

await statistics.db.system(async (tx) => {
  const sql = rawSql(tx);
  const c = companyId;
  // Ids derived from numbers (md5 → uuid) keep the seed one statement per table.
  await sql.$executeRaw`
    INSERT INTO course_fact (course_id, company_id, location_id, department_ids)
    SELECT md5('course' || i)::uuid, ${c}::uuid, md5('location' || (i % 4))::uuid, ARRAY[md5('department' || (i % 3))::uuid]
    FROM generate_series(0, 39) i`;
  await sql.$executeRaw`
    INSERT INTO appointment_fact (appointment_id, company_id, course_id, date, time_from, room_id, location_id, trainer_ids, occurred_at)
    SELECT md5('appointment' || i)::uuid, ${c}::uuid, md5('course' || (i % 40))::uuid, DATE '2026-01-01' + (i % 365),
           to_char(TIME '07:00' + (i % 14) * INTERVAL '1 hour', 'HH24:MI'), md5('room' || (i % 8))::uuid,
           md5('location' || (i % 40 % 4))::uuid,
           CASE WHEN i % 5 = 0 THEN ARRAY[md5('trainer' || (i % 12))::uuid, md5('trainer' || ((i + 1) % 12))::uuid]
                ELSE ARRAY[md5('trainer' || (i % 12))::uuid] END, now()
    FROM generate_series(0, 4999) i`;
  await sql.$executeRaw`
    INSERT INTO attendee_fact (attendee_id, company_id, birthday, memberships, occurred_at)
    SELECT md5('attendee' || i)::uuid, ${c}::uuid, DATE '1950-01-01' + (i * 37 % 20000),
           jsonb_build_array(jsonb_build_object('membershipTypeId', md5('type' || (i % 5))::uuid, 'fromDate', '2025-01-01', 'tillDate', null)),
           now()
    FROM generate_series(0, 1999) i`;
  await sql.$executeRaw`
    INSERT INTO attendance_fact (attendance_id, company_id, appointment_id, attendee_id, course_id, course_name, date, time_from, status, cent_cost, occurred_at)
    SELECT gen_random_uuid(), ${c}::uuid, md5('appointment' || (i % 5000))::uuid, md5('attendee' || (i * 7 % 2000))::uuid,
           md5('course' || (i % 5000 % 40))::uuid, 'Kurs', DATE '2026-01-01' + (i % 5000 % 365), '09:00', 2, 1200, now()
    FROM generate_series(1, ${N}) i`;
  await sql.$executeRaw`ANALYZE attendance_fact`;
});

const layouts: Record<string, object> = {
  'AttendanceCount, all': { Type: 'AttendanceCount' },
  'AttendanceCount, month × course × trainer': {
    Type: 'AttendanceCount',
    TimeUnit: 'Month',
    Criterion: { Kind: 'Course', Nested: { Kind: 'Trainer' } },
  },
  'AttendeeCount, week × age × time of day': {
    Type: 'AttendeeCount',
    TimeUnit: 'Week',
    Criterion: { Kind: 'Age', Nested: { Kind: 'Time' } },
  },
  'Revenues, day × location × membership type × room': {
    Type: 'Revenues',
    TimeUnit: 'Day',
    StartDate: '2026-01-01',
    EndDate: '2026-12-31',
    Criterion: { Kind: 'Location', Nested: { Kind: 'MembershipType', Nested: { Kind: 'Room' } } },
  },
};
const rows = [];
for (const [layout, body] of Object.entries(layouts)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const result = await api.post<{ amount: number }[]>('/api/Statistics/Fill', {
      StartDate: '2026-01-01',
      EndDate: '2026-12-31',
      ...body,
    });
    times.push(performance.now() - t);
    total = result.reduce((sum, r) => sum + r.amount, 0);
  }
  rows.push({
    layout,
    total,
    bestMs: Math.round(Math.min(...times)),
    worstMs: Math.round(Math.max(...times)),
    withinBudget: Math.max(...times) <= BUDGET_MS,
  });
}
await close();
console.log(`\nStatistics Fill over ${N} attendances of one year (budget ${BUDGET_MS} ms per call)`);
console.table(rows);

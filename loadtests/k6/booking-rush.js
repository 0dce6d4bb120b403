// k6 driver for a rush scenario (the same file the Node runner src/booking-rush.ts reads):
//   k6 run -e SCENARIO=../scenarios/booking-rush.json -e GATEWAY_URL=http://localhost:8080 \
//     -e TOKEN=<access token of a manager> k6/booking-rush.js
// setup() creates the appointment and the members through the API and waits until booking knows
// them; then every member books once, all VUs at the same moment. pgbench's ceiling is measured
// by the Node runner (k6 cannot start it).
import http from 'k6/http';
import { check, sleep } from 'k6';
import exec from 'k6/execution';

const scenario = JSON.parse(open(__ENV.SCENARIO || '../scenarios/booking-rush.json'));
const rush = scenario.rush;
const target = scenario.targets[0];

export const options = {
  scenarios: {
    rush: { executor: 'per-vu-iterations', vus: rush.members, iterations: 1, maxDuration: `${scenario.durationSeconds}s` },
  },
  setupTimeout: '300s',
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)'],
};

const headers = { authorization: `Bearer ${__ENV.TOKEN}`, 'content-type': 'application/json' };
const post = (path, body) => http.post(__ENV.GATEWAY_URL + path, JSON.stringify(body), { headers });
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

function appointment(name, maxAttendees) {
  const course = post('/api/Courses', { name, maxAttendees, centCost: 1000 }).json();
  const dt = post('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day(2),
    dateTill: day(8),
    period: 2,
    periodValues: '0,1,2,3,4,5,6',
    timeFrom: '18:00',
    timeTill: '19:00',
  }).json();
  post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
  const filter = encodeURIComponent(`courseId eq ${course.id}`);
  return http.get(`${__ENV.GATEWAY_URL}/odata/Appointments?$filter=${filter}&$orderby=date&$top=1`, { headers }).json().value[0].id;
}

export function setup() {
  const appointmentId = appointment('Rush', rush.maxAttendees);
  const warmUp = appointment('Warm-up', rush.members);
  const members = [];
  for (let i = 0; i < rush.members; i++) members.push(post('/api/Attendees', { firstName: 'Member', lastName: `No ${i + 1}` }).json().id);
  // Booking learns members from events: wait until the last one arrived.
  for (
    let i = 0;
    i < 150 && post('/api/Attendances', { attendeeId: members[members.length - 1], appointmentId: warmUp }).status === 404;
    i++
  )
    sleep(0.2);
  return { appointmentId, members };
}

export default function (data) {
  const body = JSON.stringify(target.body)
    .replace('{{attendeeId}}', data.members[exec.vu.idInTest - 1])
    .replace('{{appointmentId}}', data.appointmentId);
  const res = http.request(target.method, __ENV.GATEWAY_URL + target.path, body, { headers });
  check(res, { booked: (r) => r.status === 200 });
}

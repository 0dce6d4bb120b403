// A news to N members of one company (default 10,000), each with one subscribed browser: the
// members are announced as membership would, the news is published through the gateway, and a
// push service on 127.0.0.1 (notification's test receiver, which also decrypts every push as the
// browser would) counts what arrives. One in twenty browsers answers 503 to its first push, so
// the send queue's retries are part of the figure. Passes only when every member has the message
// in their bell, every browser got exactly its own message once and the queue gave up on none.
//
// The burst starts once every service has worked off the N announcements (the system is quiet):
// in-process, their backlog shares the one event loop with the pushes and would measure the
// benchmark's own set-up instead.
//
// Figures: docs/decisions/0061-notification-read-model-backfills.md (10,000 in 41 s, none lost).
import { randomUUID } from 'node:crypto';
import { localDate, rawSql } from '@takt/kit';
import { emitEvent } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
import { DEMO_LOGINS } from '@takt/standalone';
import { webPushOf } from '../../services/notification/src/push/web-push.ts';
import { PushReceiver, type TestSubscription } from '../../services/notification/test/push-receiver.ts';
import { bootLoadSystem } from './load-system.ts';

const N = Number(process.argv[2] ?? 10_000);
const BATCH = 250;
const receiver = await PushReceiver.start();
const { infra, system, api, me, close } = await bootLoadSystem({
  // A prefix of its own: another benchmark's clean-up drops the shared one's databases.
  DATABASE_PREFIX: 'takt_newsburst_',
  WEB_PUSH_SERVICE_HOSTS: 'localhost',
  WEB_PUSH_CA_FILE: receiver.caFile,
});
const companyId = me.company.id;
const notification = system.services.get('notification')!;
const queue = webPushOf(notification as never).queue;
const sys = <T>(fn: (sql: ReturnType<typeof rawSql>) => Promise<T>) => notification.db.system((tx) => fn(rawSql(tx)));
const progress = (what: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const handled = () => [...system.services.values()].reduce((sum, s) => sum + s.stats.handled, 0);

try {
  const members = Array.from({ length: N }, () => ({ attendeeId: randomUUID(), userId: randomUUID(), browser: receiver.subscribe() }));
  const userIds = members.map((m) => m.userId);
  // Only the benchmark's members count: the demo data has members with a login too.
  const known = async () =>
    (
      await sys(
        (sql) => sql.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM member_audience WHERE user_id = ANY(${userIds}::uuid[])`,
      )
    )[0]!.n;
  let t = performance.now();
  for (let i = 0; i < N; i += BATCH)
    await Promise.all(
      members.slice(i, i + BATCH).map((m, j) =>
        emitEvent(infra, MembershipEvents.AttendeeCreated, companyId, {
          attendeeId: m.attendeeId,
          applicationUserId: m.userId,
          userName: null,
          email: null,
          firstName: 'Mitglied',
          lastName: String(i + j + 1),
          memberships: [],
        }),
      ),
    );
  progress(`${N} attendees announced`);
  // The browsers subscribed earlier, each in its own session: written straight into notification's table.
  // One transaction per thousand: Prisma's createMany of 10,000 rows outlasted a transaction's 20 s on a loaded machine.
  for (let i = 0; i < N; i += 1000)
    await notification.db.system((tx) =>
      (tx as never as { webPushSubscription: { createMany(a: unknown): Promise<unknown> } }).webPushSubscription.createMany({
        data: members.slice(i, i + 1000).map((m) => ({
          id: randomUUID(),
          companyId,
          userId: m.userId,
          endpoint: m.browser.endpoint,
          keyP256dh: m.browser.keyP256dh,
          keyAuth: m.browser.keyAuth,
          state: 'active',
        })),
      }),
    );
  for (let n = 0; (n = await known()) < N; await pause(5000)) progress(`audience ${n}, events handled ${handled()}`);
  const audienceSeconds = (performance.now() - t) / 1000;
  for (let before = -1, now = handled(); now !== before; before = now, now = handled()) {
    progress(`waiting for a quiet system, events handled ${now}`);
    await pause(5000);
  }
  const quietSeconds = (performance.now() - t) / 1000 - audienceSeconds;

  const flaky = members.filter((_, i) => i % 20 === 0).map((m) => m.browser);
  for (const b of flaky) b.refuse = 1;

  // Announcing 10,000 members outlasts the session's token: sign in again.
  await api.login(DEMO_LOGINS[0].username, DEMO_LOGINS[0].password);
  const news = await api.post<{ id: string }>('/api/news', {
    subject: 'Halle gesperrt',
    text: 'Heute kein Training.',
    fromDate: localDate(),
  });
  progress('audience complete, system quiet; publishing');
  t = performance.now();
  const { recipients } = await api.post<{ recipients: number }>('/api/news/SendWebPushMessages', { newsId: news.id });
  const answeredSeconds = (performance.now() - t) / 1000;
  const arrived = () => members.reduce((sum, m) => sum + m.browser.received.length, 0);
  let firstSeconds = 0;
  const deadline = Date.now() + 600_000;
  for (let n = 0, tick = 0; (n = arrived()) < N && Date.now() < deadline; tick++) {
    if (n && !firstSeconds) firstSeconds = (performance.now() - t) / 1000;
    if (tick % 20 === 0) progress(`pushes arrived ${n}, queue ${JSON.stringify(queue.stats())}`);
    await pause(250);
  }
  const deliveredSeconds = (performance.now() - t) / 1000;
  await Promise.race([queue.idle(), pause(30_000)]);
  await pause(2000); // anything beyond N would be a duplicate

  const bellRows = await sys(
    (sql) =>
      sql.$queryRaw<{ id: string; user_id: string }[]>`
        SELECT id, user_id FROM web_push_message WHERE tag = ${`news:${news.id}`} AND user_id = ANY(${userIds}::uuid[])`,
  );
  const bellIds = new Set(bellRows.map((r) => `${r.user_id}/${r.id}`));
  const own = (m: { userId: string; browser: TestSubscription }) =>
    m.browser.received.length === 1 && bellIds.has(`${m.userId}/${(JSON.parse(m.browser.received[0]!.plaintext) as { id: string }).id}`);
  const withOwn = members.filter(own).length;
  const stats = queue.stats();
  const result = {
    members: N,
    audienceSeconds: +audienceSeconds.toFixed(1),
    quietSeconds: +quietSeconds.toFixed(1),
    recipients,
    bellMessages: bellRows.length,
    answeredSeconds: +answeredSeconds.toFixed(2),
    firstPushSeconds: +firstSeconds.toFixed(2),
    pushesArrived: arrived(),
    browsersWithTheirOwnMessageOnce: withOwn,
    lost: N - withOwn,
    refused503: flaky.reduce((sum, b) => sum + b.refused, 0),
    queue: stats,
    deliveredSeconds: +deliveredSeconds.toFixed(1),
    pushesPerSecond: Math.round(arrived() / deliveredSeconds),
  };
  console.log(JSON.stringify(result, null, 2));
  // recipients also counts the demo data's members with a login.
  if (recipients < N || bellRows.length !== N || withOwn !== N || result.pushesArrived !== N || stats.failed) process.exitCode = 1;
} finally {
  await close();
  await receiver.stop();
}

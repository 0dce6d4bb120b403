// A news to N members of one company (default 10,000), each with one subscribed browser: the
// members are announced as membership would, the news is published through the gateway, and a
// push service on 127.0.0.1 (notification's test receiver, which also decrypts every push as the
// browser would) counts what arrives. One in twenty browsers answers 503 to its first push, so
// the send queue's retries are part of the figure. Passes only when every member has the message
// in their bell and every browser got exactly its own message once.
//
// Figures: see the decision on news (docs/decisions/0058-news-notes-and-push-bursts.md).
import { randomUUID } from 'node:crypto';
import { rawSql } from '@takt/kit';
import { emitEvent } from '@takt/kit/testing';
import { MembershipEvents } from '@takt/proto';
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
const sys = <T>(fn: (sql: ReturnType<typeof rawSql>) => Promise<T>) => notification.db.system((tx) => fn(rawSql(tx)));
const audience = async () =>
  (
    await sys(
      (sql) =>
        sql.$queryRaw<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM member_audience WHERE company_id = ${companyId}::uuid AND user_id IS NOT NULL`,
    )
  )[0]!.n;
const bell = () =>
  sys(
    (sql) =>
      sql.$queryRaw<
        { id: string; user_id: string }[]
      >`SELECT id, user_id FROM web_push_message WHERE company_id = ${companyId}::uuid AND tag LIKE 'news:%'`,
  );

try {
  const progress = (what: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
  const members = Array.from({ length: N }, () => ({ attendeeId: randomUUID(), userId: randomUUID(), browser: receiver.subscribe() }));
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
  await notification.db.system(async (tx) => {
    for (let i = 0; i < N; i += 1000)
      await (tx as never as { webPushSubscription: { createMany(a: unknown): Promise<unknown> } }).webPushSubscription.createMany({
        data: members.slice(i, i + 1000).map((m) => ({
          id: randomUUID(),
          companyId,
          userId: m.userId,
          endpoint: m.browser.endpoint,
          keyP256dh: m.browser.keyP256dh,
          keyAuth: m.browser.keyAuth,
          state: 'active',
        })),
      });
  });
  for (let known = 0; (known = await audience()) < N; progress(`audience ${known}`)) await new Promise((r) => setTimeout(r, 5000));
  const audienceSeconds = (performance.now() - t) / 1000;

  const flaky = members.filter((_, i) => i % 20 === 0).map((m) => m.browser);
  for (const b of flaky) b.answer = 503;
  setTimeout(() => flaky.forEach((b) => (b.answer = 201)), 200).unref();

  const news = await api.post<{ id: string }>('/api/news', {
    subject: 'Halle gesperrt',
    text: 'Heute kein Training.',
    fromDate: new Date().toISOString().slice(0, 10),
  });
  t = performance.now();
  progress('audience complete; publishing');
  const { recipients } = await api.post<{ recipients: number }>('/api/news/SendWebPushMessages', { newsId: news.id });
  const answeredSeconds = (performance.now() - t) / 1000;
  const arrived = () => members.reduce((sum, m) => sum + m.browser.received.length, 0);
  const deadline = Date.now() + 600_000;
  for (let n = 0; (n = arrived()) < N && Date.now() < deadline;) {
    progress(`pushes arrived ${n}`);
    await new Promise((r) => setTimeout(r, 5000));
  }
  const deliveredSeconds = (performance.now() - t) / 1000;
  await new Promise((r) => setTimeout(r, 2000)); // anything beyond N would be a duplicate

  const rows = await bell();
  const stored = rows.length;
  const bellIds = new Set(rows.map((r) => `${r.user_id}/${r.id}`));
  const own = (m: { userId: string; browser: TestSubscription }) =>
    m.browser.received.length === 1 && bellIds.has(`${m.userId}/${(JSON.parse(m.browser.received[0]!.plaintext) as { id: string }).id}`);
  const result = {
    members: N,
    audienceSeconds: +audienceSeconds.toFixed(1),
    recipients,
    bellMessages: stored,
    answeredSeconds: +answeredSeconds.toFixed(2),
    pushesArrived: arrived(),
    browsersWithTheirOwnMessageOnce: members.filter(own).length,
    firstAnswered503: flaky.length,
    deliveredSeconds: +deliveredSeconds.toFixed(1),
    pushesPerSecond: Math.round(arrived() / deliveredSeconds),
  };
  console.log(JSON.stringify(result, null, 2));
  if (recipients !== N || stored !== N || result.browsersWithTheirOwnMessageOnce !== N) process.exitCode = 1;
} finally {
  await close();
  await receiver.stop();
}

import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD, userCaller, type TestService } from '@takt/kit/testing';
import { Authority, type Envelope, type UserCaller } from '@takt/proto';
import { hashPassword } from '../src/domain/password.ts';
import type { Client } from '../src/store/client.ts';

const AUTHORITY = {
  admin: Authority.Admin,
  manager: Authority.Manager,
  employee: Authority.Employee,
  trainer: Authority.Trainer,
  attendee: Authority.Attendee,
} as const;

/** A user written straight into the database (the users API belongs to another slice). */
export async function addUser(
  t: TestService<Client>,
  companyId: string,
  role: keyof typeof AUTHORITY,
  opts: { active?: boolean; deleted?: boolean; email?: string; language?: string } = {},
) {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const userName = `${role}.${tag}`;
  const email = opts.email ?? `${userName}@example.com`;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.db.system((tx) =>
    tx.user.create({
      data: {
        id,
        companyId,
        userName,
        email,
        firstName: 'Erik',
        lastName: role,
        passwordHash,
        authorities: [AUTHORITY[role]],
        active: opts.active ?? true,
        deletedDate: opts.deleted ? new Date() : null,
        language: opts.language ?? 'de',
      },
    }),
  );
  const caller: UserCaller = userCaller(role, companyId, id);
  return { id, userName, email, caller };
}

type MailPayload = { to: string; template: string; locale: string; userId?: string; variables: Record<string, string> };

/** Mails identity has asked for (its outbox), optionally only those to one address. */
export async function mailsTo(t: TestService<Client>, to?: string): Promise<(MailPayload & { envelope: Envelope })[]> {
  const all = await t.outbox('identity.mail.requested');
  return all.map((e) => ({ ...(e.payload as MailPayload), envelope: e })).filter((m) => !to || m.to === to);
}

/** The claims of a JWT without checking it (the tests only read what identity put in). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

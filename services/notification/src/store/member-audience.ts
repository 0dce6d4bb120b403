import { writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
const key = (companyId: string, attendeeId: string) => ({ companyId_attendeeId: { companyId, attendeeId } });

/**
 * Login and main location as membership announces them as of `at` (the event's occurredAt),
 * unless a newer event wrote them already; the sets stay as they were.
 */
export async function putAudienceMember(
  tx: Tx,
  companyId: string,
  attendeeId: string,
  fields: { userId: string | null; mainLocationId?: string | null; fullName: string },
  at: Date,
): Promise<void> {
  await writeUnlessNewer(tx.memberAudience, { companyId, attendeeId }, 'factsAt', fields, at);
}

export async function putAudienceSet(
  tx: Tx,
  companyId: string,
  attendeeId: string,
  set: { locationIds: string[] } | { departmentIds: string[] },
): Promise<void> {
  await tx.memberAudience.upsert({ where: key(companyId, attendeeId), create: { attendeeId, ...set }, update: set });
}

export async function markAudienceDeleted(tx: Tx, companyId: string, attendeeId: string): Promise<void> {
  await tx.memberAudience.upsert({ where: key(companyId, attendeeId), create: { attendeeId, deleted: true }, update: { deleted: true } });
}

/**
 * An erased person's name goes; the row stays (or, erased before it was heard of, starts) deleted
 * for news, so a late set of locations or departments does not make them a reader.
 */
export async function forgetAudienceName(tx: Tx, companyId: string, attendeeId: string): Promise<void> {
  const erased = { fullName: null, deleted: true };
  await tx.memberAudience.upsert({ where: key(companyId, attendeeId), create: { attendeeId, ...erased }, update: erased });
}

/** The names of the notes' people the read model knows (decision 0069): by attendee id. */
export async function audienceNames(tx: Tx, attendeeIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.memberAudience.findMany({
    where: { attendeeId: { in: [...new Set(attendeeIds)] }, fullName: { not: null } },
    select: { attendeeId: true, fullName: true },
  });
  return new Map(rows.map((r) => [r.attendeeId, r.fullName!]));
}

/** Whether this attendee (of the tenant of `tx`) is known and not deleted. */
export async function attendeeKnown(tx: Tx, attendeeId: string): Promise<boolean> {
  return (await tx.memberAudience.count({ where: { attendeeId, deleted: false } })) > 0;
}

/**
 * The logins of the members a news reaches: with no targets every member with a login; else those
 * whose main or additional location, or one of whose departments, is a target.
 */
export async function audienceUserIds(tx: Tx, locationIds: readonly string[], departmentIds: readonly string[]): Promise<string[]> {
  const targeted = locationIds.length + departmentIds.length > 0;
  const rows = await tx.memberAudience.findMany({
    where: {
      deleted: false,
      userId: { not: null },
      ...(targeted
        ? {
            OR: [
              { mainLocationId: { in: [...locationIds] } },
              { locationIds: { hasSome: [...locationIds] } },
              { departmentIds: { hasSome: [...departmentIds] } },
            ],
          }
        : {}),
    },
    select: { userId: true },
  });
  return [...new Set(rows.map((r) => r.userId!))];
}

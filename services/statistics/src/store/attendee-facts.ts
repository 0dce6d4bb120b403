import type { TxClient } from '@takt/kit';
import type { HeldCharacteristic, HeldMembership } from '../domain/statistic-keys.ts';
import type { Client } from './client.ts';

/** An attendee as membership announced it; an older event never overwrites a newer one. */
export async function upsertAttendeeFact(
  tx: TxClient<Client>,
  attendeeId: string,
  birthday: string | null | undefined,
  memberships: HeldMembership[],
  occurredAt: string,
  gender?: string | null,
): Promise<void> {
  // Absent from older events: keep what is known.
  const keepBirthday = birthday === undefined;
  const keepGender = gender === undefined;
  await tx.$executeRaw`
    INSERT INTO attendee_fact (attendee_id, birthday, gender, memberships, occurred_at)
    VALUES (${attendeeId}::uuid, ${birthday ?? null}::date, ${gender ?? null}, ${JSON.stringify(memberships)}::jsonb, ${occurredAt}::timestamptz)
    ON CONFLICT (attendee_id) DO UPDATE SET
      birthday = CASE WHEN ${keepBirthday} THEN attendee_fact.birthday ELSE EXCLUDED.birthday END,
      gender = CASE WHEN ${keepGender} THEN attendee_fact.gender ELSE EXCLUDED.gender END,
      memberships = EXCLUDED.memberships, occurred_at = EXCLUDED.occurred_at
    WHERE attendee_fact.occurred_at <= EXCLUDED.occurred_at`;
}

/** A deleted attendee leaves the active members; no later update brings it back. */
export async function markAttendeeDeleted(tx: TxClient<Client>, attendeeId: string, occurredAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO attendee_fact (attendee_id, deleted, occurred_at) VALUES (${attendeeId}::uuid, true, ${occurredAt}::timestamptz)
    ON CONFLICT (attendee_id) DO UPDATE SET deleted = true, occurred_at = GREATEST(attendee_fact.occurred_at, EXCLUDED.occurred_at)`;
}

/**
 * The attendee's characteristics as membership announced them, whole; an older announcement never
 * overwrites a newer one. A row made here waits for the attendee's own event (its occurred_at is
 * the epoch, so that event still applies).
 */
export async function upsertAttendeeCharacteristics(
  tx: TxClient<Client>,
  attendeeId: string,
  characteristics: HeldCharacteristic[],
  occurredAt: string,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO attendee_fact (attendee_id, characteristics, characteristics_at, occurred_at)
    VALUES (${attendeeId}::uuid, ${JSON.stringify(characteristics)}::jsonb, ${occurredAt}::timestamptz, 'epoch')
    ON CONFLICT (attendee_id) DO UPDATE SET characteristics = EXCLUDED.characteristics, characteristics_at = EXCLUDED.characteristics_at
    WHERE attendee_fact.characteristics_at IS NULL OR attendee_fact.characteristics_at <= EXCLUDED.characteristics_at`;
}

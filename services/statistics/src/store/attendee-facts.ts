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
  // Absent from older events: keep what is known. Each field has its own stamp because the
  // attendee's events arrive on separate consumers: an update without a field may come first.
  const birthdayAt = birthday === undefined ? null : occurredAt;
  const genderAt = gender === undefined ? null : occurredAt;
  await tx.$executeRaw`
    INSERT INTO attendee_fact (attendee_id, birthday, birthday_at, gender, gender_at, memberships, occurred_at)
    VALUES (${attendeeId}::uuid, ${birthday ?? null}::date, ${birthdayAt}::timestamptz, ${gender ?? null}, ${genderAt}::timestamptz,
      ${JSON.stringify(memberships)}::jsonb, ${occurredAt}::timestamptz)
    ON CONFLICT (attendee_id) DO UPDATE SET
      birthday = CASE WHEN EXCLUDED.birthday_at >= COALESCE(attendee_fact.birthday_at, '-infinity') THEN EXCLUDED.birthday ELSE attendee_fact.birthday END,
      birthday_at = GREATEST(attendee_fact.birthday_at, EXCLUDED.birthday_at),
      gender = CASE WHEN EXCLUDED.gender_at >= COALESCE(attendee_fact.gender_at, '-infinity') THEN EXCLUDED.gender ELSE attendee_fact.gender END,
      gender_at = GREATEST(attendee_fact.gender_at, EXCLUDED.gender_at),
      memberships = CASE WHEN EXCLUDED.occurred_at >= attendee_fact.occurred_at THEN EXCLUDED.memberships ELSE attendee_fact.memberships END,
      occurred_at = GREATEST(attendee_fact.occurred_at, EXCLUDED.occurred_at)`;
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

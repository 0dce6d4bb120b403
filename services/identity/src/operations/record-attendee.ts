import { isBuried, type Logger, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/reference-views.ts';
import { createAttendeeUser } from './create-attendee-user.ts';

/**
 * A new attendee: identity keeps that the company has it and creates its login when it has a user
 * name. One deleted or erased before this event was handled (retried after a failure) gets neither.
 */
export async function recordAttendee(
  tx: TxClient<Client>,
  log: Logger,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated>,
): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await upsertAttendeeView(tx, p.attendeeId);
  await createAttendeeUser(tx, log, p);
}

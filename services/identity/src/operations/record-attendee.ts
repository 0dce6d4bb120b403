import type { Logger, TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/reference-views.ts';
import { createAttendeeUser } from './create-attendee-user.ts';

/** A new attendee: identity keeps that the company has it and creates its login when it has a user name. */
export async function recordAttendee(
  tx: TxClient<Client>,
  log: Logger,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated>,
): Promise<void> {
  await upsertAttendeeView(tx, p.attendeeId);
  await createAttendeeUser(tx, log, p);
}

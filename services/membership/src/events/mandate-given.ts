import { publishEvent } from '@takt/kit';
import { MembershipEvents, type PayloadOf } from '@takt/proto';

/** Records MandateGiven in the outbox of `tx`: billing keeps the mandate as the attendee's payment data. */
export async function publishMandateGiven(tx: unknown, p: PayloadOf<typeof MembershipEvents.MandateGiven>): Promise<void> {
  await publishEvent(tx, MembershipEvents.MandateGiven, p);
}

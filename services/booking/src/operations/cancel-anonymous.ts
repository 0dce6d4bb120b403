import { asTenant, fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { isCancelTokenValid } from '../domain/cancel-token.ts';
import { findAttendance } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { BookingSettings } from '../settings.ts';
import { assertNotStarted, cancelInTx, type CancelOutcome } from './cancel-steps.ts';

const invalid = () => fail(ErrorCode.TokenInvalid, 'The link is invalid or has expired');

/**
 * PUT CancelAnonymous/{id} with the token of the booking mail's link, without signing in: the
 * attendance is looked up across tenants (the link names no company), the token checked against
 * its company, and the cancellation then runs in that company like the attendee's own. An
 * unknown id answers as a wrong token does, so links cannot be probed.
 */
export async function cancelAnonymously(
  db: Db<Client>,
  settings: BookingSettings,
  id: string,
  token: string,
): Promise<{ companyId: string; outcome: CancelOutcome }> {
  const found = await db.system((tx) => findAttendance(tx, id));
  if (!found || !isCancelTokenValid(settings.BOOKING_CANCEL_LINK_SECRET, found.companyId, id, token)) throw invalid();
  const outcome = await asTenant(found.companyId, () =>
    db.tx(async (tx) => {
      const a = await findAttendance(tx, id);
      if (!a) throw invalid();
      await assertNotStarted(tx, settings, a);
      return cancelInTx(tx, settings, a, 'link', null);
    }),
  );
  return { companyId: found.companyId, outcome };
}

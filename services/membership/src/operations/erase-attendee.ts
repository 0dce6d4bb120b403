import { notFound, type Db } from '@takt/kit';
import { ERASED_NAME } from '@takt/proto/events/gdpr';
import type { UserCaller } from '@takt/proto';
import { publishAttendeeErased, recordAttendeeAudit } from '../events/gdpr.ts';
import type { Client } from '../store/client.ts';
import { anonymiseAttendee, findUnerasedAttendee } from '../store/person-data.ts';

/**
 * GDPR erasure (decision 0037): membership anonymises the person and tells every service to do
 * the same. Open invoices do not stop it: billing keeps them, anonymised, and the claim stays a
 * business matter. Erasing twice answers 404 (the person is gone). Audited.
 */
export async function eraseAttendee(db: Db<Client>, caller: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const attendee = await findUnerasedAttendee(tx, id);
    if (!attendee) throw notFound('Attendee');
    await anonymiseAttendee(tx, id, ERASED_NAME, new Date());
    await publishAttendeeErased(tx, { attendeeId: id, applicationUserId: attendee.applicationUserId });
    await recordAttendeeAudit(tx, id, 'erased', caller.userId);
  });
  return { ok: true };
}

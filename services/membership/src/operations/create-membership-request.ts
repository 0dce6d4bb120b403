import { localDate, type Db } from '@takt/kit';
import type { MembershipRequestInput, UserCaller } from '@takt/proto';
import { endsMembership } from '../domain/membership-request.ts';
import { terminationEndDate } from '../domain/termination.ts';
import type { Client } from '../store/client.ts';
import { insertRequest } from '../store/membership-requests.ts';
import { terminationRules } from '../store/termination-settings.ts';
import { assertMembershipTypeFits, requestingAttendee } from './membership-request-steps.ts';

/** A new request starts Open; a termination's end follows the company's notice rules, whatever end was wished. */
export function createMembershipRequest(db: Db<Client>, user: UserCaller, input: MembershipRequestInput): Promise<{ id: string }> {
  const today = localDate(new Date());
  return db.tx(async (tx) => {
    const attendee = await requestingAttendee(tx, user, input.attendeeId);
    await assertMembershipTypeFits(tx, input, attendee, today);
    const endDate = endsMembership(input.type)
      ? terminationEndDate(today, await terminationRules(tx), input.endDate)
      : (input.endDate ?? null);
    const row = await insertRequest(tx, {
      applicationUserId: attendee.applicationUserId,
      attendeeId: attendee.id,
      membershipTypeId: input.membershipTypeId ?? null,
      startDate: input.startDate ?? null,
      endDate,
      type: input.type,
      reason: input.reason ?? null,
      wishes: input.wishes ?? null,
      additionalData: input.additionalData ?? null,
      // Location lists show the requests of the members whose main location it is.
      locationId: attendee.mainLocationId,
      departmentId: input.departmentId ?? null,
    });
    return { id: row.id };
  });
}

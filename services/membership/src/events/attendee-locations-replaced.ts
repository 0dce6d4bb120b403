import { publishEvent } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';

/** Records AttendeeLocationsReplaced: the attendee's additional locations, whole (notification targets news by them). */
export async function publishAttendeeLocationsReplaced(
  tx: unknown,
  attendeeId: string,
  locationIds: readonly string[],
  companyId?: string,
): Promise<void> {
  await publishEvent(tx, MembershipEvents.AttendeeLocationsReplaced, { attendeeId, locationIds: [...locationIds] }, companyId);
}

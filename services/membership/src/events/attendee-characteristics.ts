import { fromDbDate, publishEvent } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import type { ReferenceEntry, ReferenceLink } from '../store/generated/client.ts';

// Statistics groups attendances by the characteristics an attendee held on the day (decision 0068).

const dateOf = (d: Date | null) => (d ? fromDbDate(d) : null);

/** Records AttendeeCharacteristicsSet: the attendee's characteristic links, whole, with their dates. */
export async function publishAttendeeCharacteristicsSet(
  tx: unknown,
  attendeeId: string,
  links: readonly ReferenceLink[],
  companyId?: string,
): Promise<void> {
  const characteristics = links.map((l) => ({ referenceId: l.referenceId, fromDate: dateOf(l.fromDate), tillDate: dateOf(l.tillDate) }));
  await publishEvent(tx, MembershipEvents.AttendeeCharacteristicsSet, { attendeeId, characteristics }, companyId);
}

export async function publishCharacteristicSaved(tx: unknown, c: ReferenceEntry, companyId?: string): Promise<void> {
  await publishEvent(tx, MembershipEvents.CharacteristicSaved, { characteristicId: c.id, name: c.name }, companyId);
}

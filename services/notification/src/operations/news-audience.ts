import { bury, type TxClient } from '@takt/kit';
import type { IdentityEvents, MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertLocationView } from '../store/location-view.ts';
import { markAudienceDeleted, putAudienceMember, putAudienceSet } from '../store/member-audience.ts';
import { putStaffName } from '../store/staff-names.ts';

type Tx = TxClient<Client>;

// Read models news needs (decision 0058); every step is an upsert, so a redelivery is harmless.

export async function noteAudienceMember(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated> & { mainLocationId?: string | null },
  at: Date,
): Promise<void> {
  const fullName = `${p.lastName}, ${p.firstName}`;
  await putAudienceMember(tx, companyId, p.attendeeId, { userId: p.applicationUserId, mainLocationId: p.mainLocationId, fullName }, at);
}

/** Deletion is final (membership never restores one): the id is buried for a late "created" or "updated". */
export async function noteAudienceDeleted(tx: Tx, companyId: string, p: PayloadOf<typeof MembershipEvents.AttendeeDeleted>) {
  await bury(tx, 'attendee', p.attendeeId);
  await markAudienceDeleted(tx, companyId, p.attendeeId);
}

export const noteAudienceLocations = (tx: Tx, companyId: string, p: PayloadOf<typeof MembershipEvents.AttendeeLocationsReplaced>) =>
  putAudienceSet(tx, companyId, p.attendeeId, { locationIds: p.locationIds });

/** Only an attendee's departments matter here; a course's or a user's are someone else's business. */
export async function noteAudienceDepartments(tx: Tx, companyId: string, p: PayloadOf<typeof IdentityEvents.DepartmentRefsReplaced>) {
  if (p.owner === 'attendeeId') await putAudienceSet(tx, companyId, p.ownerId, { departmentIds: p.departmentIds });
}

export const noteLocation = (tx: Tx, p: PayloadOf<typeof IdentityEvents.LocationCreated>) => upsertLocationView(tx, p);

export const noteStaffName = (tx: Tx, companyId: string, p: PayloadOf<typeof IdentityEvents.StaffUserSaved>) =>
  putStaffName(tx, companyId, p.userId, `${p.firstName} ${p.lastName}`.trim());

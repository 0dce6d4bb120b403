import { consumersOf } from '@takt/kit';
import { IdentityEvents, MembershipEvents } from '@takt/proto';
import {
  noteAudienceDeleted,
  noteAudienceDepartments,
  noteAudienceLocations,
  noteLocation,
  noteStaffName,
} from '../operations/news-audience.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Who a news reaches (attendees themselves: member-contacts.ts), where it may point, who wrote it (decision 0058).
export const newsAudienceConsumers = () => [
  on(MembershipEvents.AttendeeDeleted, (tx, p, envelope) => noteAudienceDeleted(tx, envelope.companyId, p)),
  on(MembershipEvents.AttendeeLocationsReplaced, (tx, p, envelope) => noteAudienceLocations(tx, envelope.companyId, p)),
  on(IdentityEvents.DepartmentRefsReplaced, (tx, p, envelope) => noteAudienceDepartments(tx, envelope.companyId, p)),
  on(IdentityEvents.LocationCreated, (tx, p) => noteLocation(tx, p)),
  on(IdentityEvents.StaffUserSaved, (tx, p, envelope) => noteStaffName(tx, envelope.companyId, p)),
];

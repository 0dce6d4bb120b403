import { fromDbDate, localDate, type Db } from '@takt/kit';
import type { AttendeeExportBody } from '@takt/proto';
import { attendeesWithMemberships, withNames, type AttendeeRow } from '../store/attendees.ts';
import { attendeesInDepartments, byParams, textFilter } from '../store/attendee-filters.ts';
import type { Client } from '../store/client.ts';

/** Rows of an export; at most this many (a file of all members of a large club stays well below). */
export const EXPORT_LIMIT = 10_000;

/** The member list as the attendee screen filters it, one row per member (the file is rendered later). */
export function exportAttendees(db: Db<Client>, body: AttendeeExportBody) {
  return db.tx(async (tx) => {
    const today = localDate();
    const departmentAttendeeIds = await attendeesInDepartments(tx, body.departmentIds);
    const where = {
      AND: [
        byParams({
          locationId: body.locationId ?? undefined,
          departmentAttendeeIds,
          membershipTypeIds: body.membershipTypeIds,
          attendeeRoleIds: [],
          today,
        }),
        textFilter(body.textFilter),
      ],
    };
    const dir = body.sortDesc ? 'desc' : 'asc';
    const orderBy = body.sortBy ? [{ [body.sortBy]: dir }, { id: 'asc' }] : [{ lastName: dir }, { firstName: dir }, { id: 'asc' }];
    const found = (await attendeesWithMemberships(tx).findMany({ where, orderBy, take: EXPORT_LIMIT })) as AttendeeRow[];
    const rows = await withNames(tx, found);
    return {
      rows: rows.map((a) => ({
        memberNumber: a.memberNumber,
        lastName: a.lastName,
        firstName: a.firstName,
        email: a.email,
        phone: a.phone,
        street: a.street,
        zip: a.zip,
        city: a.city,
        birthday: a.birthday ? fromDbDate(a.birthday) : null,
        mainLocationName: a.mainLocationName,
        membershipTypeNames: [...new Set(a.memberships.map((m) => m.membershipType.name))],
        active: a.active,
      })),
    };
  });
}

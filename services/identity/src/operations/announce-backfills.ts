import type { Backfill } from '@takt/kit';
import { publishDepartmentRefsReplaced } from '../events/department-refs.ts';
import { publishLocationCreated } from '../events/location-created.ts';
import { publishDepartmentSaved, publishLocationUpdated } from '../events/organisation-names.ts';
import { publishSettingsSaved } from '../events/settings-saved.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import { publishUserLanguageChanged } from '../events/user-language.ts';
import type { Client } from '../store/client.ts';
import { settingsOfAllCompanies, settingsValues } from '../store/company-settings.ts';
import { attendeeDepartmentsOfAllCompanies } from '../store/department-refs.ts';
import { departmentsOfAllCompanies } from '../store/departments.ts';
import { locationsOfAllCompanies } from '../store/locations.ts';
import { staffOfAllCompanies } from '../store/staff.ts';
import { englishUsersOfAllCompanies } from '../store/user-rows.ts';

type Tx = Parameters<Backfill<Client>['run']>[0];

/**
 * Read models that other services started keeping after identity's events had left the stream:
 * scheduling's trainers (staff users), the company rules booking and membership follow, and
 * notification's news audience, staff names and mail languages (decision 0061).
 * Announcing again is harmless: their consumers upsert (settings keep the latest).
 */
export const identityBackfills: readonly Backfill<Client>[] = [
  // @1 announced them for scheduling's trainers; notification names a news's creator since decision 0058.
  { name: 'identity.staff-user.saved@2', run: announceStaff },
  // @1 announced them for membership's termination rules and booking's rules; membership keeps
  // the allowed payment intervals too since decision 0047, so every database hears them once more.
  { name: 'identity.settings.saved@2', run: announceSettings },
  { name: 'identity.location.created@1', run: announceLocations },
  { name: 'identity.department-refs.replaced.attendees@1', run: announceAttendeeDepartments },
  { name: 'identity.user.language-changed@1', run: announceLanguages },
  // Statistics labels departments and locations by their current name (decision 0071).
  { name: 'identity.department.saved@1', run: announceDepartments },
  { name: 'identity.location.updated@1', run: announceLocationNames },
];

/** Announces every row in its company; the count is what kit_backfill records. */
async function announceEach<R>(rows: readonly R[], publish: (row: R) => Promise<unknown>): Promise<number> {
  for (const row of rows) await publish(row);
  return rows.length;
}

async function announceStaff(tx: Tx): Promise<number> {
  return announceEach(await staffOfAllCompanies(tx), (u) => publishStaffUserSaved(tx, u, u.companyId));
}

async function announceSettings(tx: Tx): Promise<number> {
  return announceEach(await settingsOfAllCompanies(tx), (row) =>
    publishSettingsSaved(tx, settingsValues({ ...row, logo: null }), row.companyId),
  );
}

async function announceLocations(tx: Tx): Promise<number> {
  return announceEach(await locationsOfAllCompanies(tx), (row) => publishLocationCreated(tx, row, row.companyId));
}

async function announceDepartments(tx: Tx): Promise<number> {
  return announceEach(await departmentsOfAllCompanies(tx), (row) => publishDepartmentSaved(tx, row, row.companyId));
}

/** A location renamed before its rename was announced: its current name. */
async function announceLocationNames(tx: Tx): Promise<number> {
  return announceEach(await locationsOfAllCompanies(tx), (row) => publishLocationUpdated(tx, row, row.companyId));
}

/** Attendees' departments only: notification targets news by them; users', locations' and courses' are announced as they change. */
async function announceAttendeeDepartments(tx: Tx): Promise<number> {
  return announceEach(await attendeeDepartmentsOfAllCompanies(tx), (r) =>
    publishDepartmentRefsReplaced(tx, { owner: 'attendeeId', ownerId: r.attendeeId, departmentIds: r.departmentIds }, r.companyId),
  );
}

/** German is the default of every reader, so only those who chose English are announced. */
async function announceLanguages(tx: Tx): Promise<number> {
  return announceEach(await englishUsersOfAllCompanies(tx), (row) => publishUserLanguageChanged(tx, row.id, row.language, row.companyId));
}

import { isActualEmployee } from './user-rules.ts';

// Spec section 4, "Licences".

/** Licences a company has while no subscription set a number (the trial). */
export const TRIAL_LICENCES = 5;

export interface LicenceHolder {
  active: boolean;
  deletedDate?: Date | null;
  authorities: readonly string[];
}

/** Active, not deleted actual employees use a licence each; trainers and attendees do not. */
export function usesLicence(u: LicenceHolder): boolean {
  return u.active && !u.deletedDate && isActualEmployee(u.authorities);
}

/** Whether saving `after` (over `before`, or a new user) takes one more licence. */
export function takesLicence(before: LicenceHolder | null, after: LicenceHolder): boolean {
  return usesLicence(after) && !(before && usesLicence(before));
}

/** A free licence exists while the active users are fewer than the licences. */
export function hasFreeLicence(totalLicences: number, activeUsers: number): boolean {
  return activeUsers < totalLicences;
}

/** Spec rule: more licences are needed when total licences + 1 is below the active users. */
export function moreLicencesNeeded(totalLicences: number, activeUsers: number): boolean {
  return totalLicences + 1 < activeUsers;
}

import { MANAGEMENT_ROLES } from '../../roles.ts';
import type { RouteContract } from '../contract.ts';
import { identityCompanyContracts } from './company.ts';
import { identityDepartmentContracts } from './departments.ts';
import { identityLinkContracts } from './links.ts';
import { identityLocationContracts } from './locations.ts';
import { identityOpeningHoursContracts } from './opening-hours.ts';
import { identitySettingsContracts } from './settings.ts';

// Spec sections 3 and 7: company, countries, locations, departments and their links, opening
// hours and company settings. Lists without paging answer at most 250 rows (section 9).
// Each area keeps its schemas and routes in its own file; this module gathers them.

export { NON_PAGED_LIMIT } from './organisation.fields.ts';
export * from './company.ts';
export * from './locations.ts';
export * from './departments.ts';
export * from './links.ts';
export * from './opening-hours.ts';
export * from './settings.ts';

/** All organisation routes, in the order the gateway's route table and OpenAPI document list them. */
export const identityOrganisationContracts = {
  ...identityCompanyContracts,
  ...identityLocationContracts,
  ...identityDepartmentContracts,
  ...identityLinkContracts,
  ...identityOpeningHoursContracts,
  ...identitySettingsContracts,
} satisfies Record<string, RouteContract>;

/** Roles that see every location and department of their company (section 6: others see their own). */
export const ALL_ORGANISATION_ROLES = MANAGEMENT_ROLES;

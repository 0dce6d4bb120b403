import { MANAGEMENT_ROLES } from '../roles.ts';
import type { RouteContract } from './contract.ts';
import { identityCompanyRoutes } from './identity-company.ts';
import { identityDepartmentRoutes } from './identity-departments.ts';
import { identityLinkRoutes } from './identity-links.ts';
import { identityLocationRoutes } from './identity-locations.ts';
import { identityOpeningHoursRoutes } from './identity-opening-hours.ts';
import { identitySettingsRoutes } from './identity-settings.ts';

// Spec sections 3 and 7: company, countries, locations, departments and their links, opening
// hours and company settings. Lists without paging answer at most 250 rows (section 9).
// Each area keeps its schemas and routes in its own file; this module gathers them.

export { NON_PAGED_LIMIT } from './identity-organisation.fields.ts';
export * from './identity-company.ts';
export * from './identity-locations.ts';
export * from './identity-departments.ts';
export * from './identity-links.ts';
export * from './identity-opening-hours.ts';
export * from './identity-settings.ts';

/** All organisation routes, in the order the gateway's route table and OpenAPI document list them. */
export const identityOrganisationRoutes = {
  ...identityCompanyRoutes,
  ...identityLocationRoutes,
  ...identityDepartmentRoutes,
  ...identityLinkRoutes,
  ...identityOpeningHoursRoutes,
  ...identitySettingsRoutes,
} satisfies Record<string, RouteContract>;

/** Roles that see every location and department of their company (section 6: others see their own). */
export const ALL_ORGANISATION_ROLES = MANAGEMENT_ROLES;

import type { Router, ServiceDeps } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyDataRoutes } from './company-data.ts';
import { departmentRefRoutes } from './department-refs.ts';
import { departmentRoutes } from './departments.ts';
import { locationEmployeeRoutes } from './location-employees.ts';
import { anonymousLocationRoutes } from './locations-anonymous.ts';
import { openingHoursRoutes } from './opening-hours.ts';
import { responsibleRoutes } from './responsibles.ts';
import { settingsRoutes } from './settings.ts';

/** Company data, departments, location links, opening hours and settings (company sign-up and locations register in service.ts). */
export function organisationRoutes(r: Router<Client>, _deps: ServiceDeps<Client>): void {
  companyDataRoutes(r);
  anonymousLocationRoutes(r);
  departmentRoutes(r);
  departmentRefRoutes(r);
  locationEmployeeRoutes(r);
  responsibleRoutes(r);
  openingHoursRoutes(r);
  settingsRoutes(r);
}

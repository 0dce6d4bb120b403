import { z } from 'zod';
import { screenRoles } from '../../screens.ts';
import { Uuid } from '../common.ts';

// Field helpers shared by the organisation contracts (company, locations, departments, links,
// opening hours, settings). Not re-exported from the package: only NON_PAGED_LIMIT is public.

/** Lists without paging answer at most 250 rows (spec section 9). */
export const NON_PAGED_LIMIT = 250;

export const text = (max: number) => z.string().trim().max(max).nullish();
/** Spec section 5: digits, parentheses, plus, minus and slash (spaces allowed between groups). */
export const Phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\d()+\-/ ]*$/, 'digits, parentheses, plus, minus and slash only')
  .nullish();
export const OptionalEmail = z.preprocess((v) => (v === '' ? null : v), z.email().nullish());
export const CompanyIdParams = z.object({ companyId: Uuid });

/** Who may use the locations screen (locations, their employees, responsibles and opening hours). */
export const locationsAccess = screenRoles('/locations');

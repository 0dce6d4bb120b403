import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { departmentExists } from '../store/departments.ts';
import { setDepartmentResponsibles } from '../store/department-details.ts';
import { departmentResponsiblesOf } from '../store/responsibles.ts';
import { requireStaff } from './require-staff.ts';

/** AddMultiple: the staff members given become the department's whole set of responsibles. */
export function replaceDepartmentResponsibles(db: Db<Client>, departmentId: string, responsibleIds: string[]) {
  return db.tx(async (tx) => {
    if (!(await departmentExists(tx, departmentId))) throw notFound('Department');
    await requireStaff(tx, responsibleIds);
    await setDepartmentResponsibles(tx, departmentId, responsibleIds);
    return departmentResponsiblesOf(tx, departmentId);
  });
}

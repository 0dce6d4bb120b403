import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findDepartment } from '../store/departments.ts';
import { departmentDetails, type DepartmentDetails } from '../store/department-details.ts';

export function getDepartment(db: Db<Client>, id: string): Promise<DepartmentDetails> {
  return db.tx(async (tx) => {
    const row = await findDepartment(tx, id);
    if (!row) throw notFound('Department');
    return departmentDetails(tx, row);
  });
}

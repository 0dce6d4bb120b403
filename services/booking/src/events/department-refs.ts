import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordCourseDepartments } from '../operations/record-course-departments.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const departmentRefsReplacedConsumer = () => on(IdentityEvents.DepartmentRefsReplaced, (tx, p) => recordCourseDepartments(tx, p));

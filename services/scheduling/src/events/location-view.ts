import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordCourseDepartments } from '../operations/record-course-departments.ts';
import { recordLocation } from '../operations/record-location.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Identity's organisation as scheduling keeps it: locations, and which departments a course is in.

export const locationCreatedConsumer = () => on(IdentityEvents.LocationCreated, (tx, p) => recordLocation(tx, p));
export const departmentRefsReplacedConsumer = () => on(IdentityEvents.DepartmentRefsReplaced, (tx, p) => recordCourseDepartments(tx, p));

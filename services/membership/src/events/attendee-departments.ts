import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordAttendeeDepartments } from '../operations/record-attendee-departments.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeDepartmentsConsumer = () => on(IdentityEvents.DepartmentRefsReplaced, (tx, p) => recordAttendeeDepartments(tx, p));

import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { forgetStaffUser, recordStaffUser } from '../operations/record-staff-user.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const staffUserSavedConsumer = () => on(IdentityEvents.StaffUserSaved, (tx, p, e) => recordStaffUser(tx, p, e.occurredAt));
export const staffUserDeletedConsumer = () => on(IdentityEvents.StaffUserDeleted, (tx, p, e) => forgetStaffUser(tx, p, e.occurredAt));

import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { forgetStaffUser, recordStaffUser } from '../operations/record-staff-user.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const staffUserSavedConsumer = () => on(IdentityEvents.StaffUserSaved, (tx, p) => recordStaffUser(tx, p));
export const staffUserDeletedConsumer = () => on(IdentityEvents.StaffUserDeleted, (tx, p) => forgetStaffUser(tx, p));

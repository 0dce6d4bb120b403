import { consumersOf } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { recordMembershipType } from '../operations/record-membership-type.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const membershipTypeSavedConsumer = () => on(MembershipEvents.MembershipTypeSaved, (tx, p) => recordMembershipType(tx, p));

import { on } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { recordAttendee } from '../operations/record-attendee.ts';
import type { Client } from '../store/client.ts';

export const attendeeCreatedConsumer = () =>
  on<Client, typeof MembershipEvents.AttendeeCreated>(MembershipEvents.AttendeeCreated, (tx, p) => recordAttendee(tx, p));

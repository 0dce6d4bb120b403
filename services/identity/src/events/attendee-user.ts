import { consumersOf, type Logger } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { recordAttendee } from '../operations/record-attendee.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeUserConsumer = (log: Logger) => on(MembershipEvents.AttendeeCreated, (tx, p) => recordAttendee(tx, log, p));

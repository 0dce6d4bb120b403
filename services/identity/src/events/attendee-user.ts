import { consumersOf, type Logger } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { createAttendeeUser } from '../operations/create-attendee-user.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeUserConsumer = (log: Logger) => on(MembershipEvents.AttendeeCreated, (tx, p) => createAttendeeUser(tx, log, p));

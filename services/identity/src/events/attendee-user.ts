import { on, type Logger } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { createAttendeeUser } from '../operations/create-attendee-user.ts';
import type { Client } from '../store/client.ts';

export const attendeeUserConsumer = (log: Logger) =>
  on<Client, typeof MembershipEvents.AttendeeCreated>(MembershipEvents.AttendeeCreated, (tx, p) => createAttendeeUser(tx, log, p));

import { consumersOf, type Cache, type Logger } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { endAttendeeLogin } from '../operations/end-attendee-login.ts';
import { recordAttendeeLogin } from '../operations/record-attendee-login.ts';
import { recordAttendee } from '../operations/record-attendee.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeUserConsumer = (log: Logger) => on(MembershipEvents.AttendeeCreated, (tx, p) => recordAttendee(tx, log, p));
/** An interested person converted into a member gets its login. */
export const attendeeLoginConsumer = (log: Logger) => on(MembershipEvents.AttendeeUpdated, (tx, p) => recordAttendeeLogin(tx, log, p));
/** A deleted attendee can no longer sign in. */
export const attendeeDeletedConsumer = (cache: Cache) => on(MembershipEvents.AttendeeDeleted, (tx, p) => endAttendeeLogin(tx, cache, p));

import { on } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** Keeps booking's copy of who an attendee is and which memberships they hold. */
export const attendeeCreatedConsumer = () =>
  on<Client, typeof MembershipEvents.AttendeeCreated>(MembershipEvents.AttendeeCreated, async (tx, p) => {
    const facts = {
      applicationUserId: p.applicationUserId,
      firstName: p.firstName,
      lastName: p.lastName,
      memberships: p.memberships,
      updatedAt: new Date(),
    };
    await tx.attendeeView.upsert({ where: { id: p.attendeeId }, create: { id: p.attendeeId, ...facts }, update: facts });
  });

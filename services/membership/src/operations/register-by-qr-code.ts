import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { QrRegistrationInput } from '@takt/proto';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import { insertAttendee } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { atPublicLocation } from './application-steps.ts';

/**
 * Registration at a location's QR code: an interested person (no login, no user name) of the
 * location's company, as staff's AddInterested makes one. An unknown location answers 404; a
 * filled honeypot stores nothing and answers alike.
 */
export function registerByQrCode(db: Db<Client>, locationId: string, input: QrRegistrationInput): Promise<{ id: string }> {
  const { agreedToPrivacy: _agreed, website, ...person } = input;
  return atPublicLocation(db, locationId, async (tx) => {
    if (website) return { id: randomUUID() };
    const attendee = await insertAttendee(tx, { ...person, mainLocationId: locationId, applicationUserId: null, userName: null });
    await publishAttendeeCreated(tx, attendee, []);
    return { id: attendee.id };
  });
}

import { z } from 'zod';
import { Created, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { PersonFields } from './attendees.ts';

// Spec section 7 "QR registration" (family AttendeeRegisterByQrCode): a person at the door leaves
// their name and e-mail and becomes an interested person (no login) of the location's company.

export const QrRegistrationInput = PersonFields.pick({ firstName: true, lastName: true, phone: true, salutation: true }).extend({
  email: z.email(),
  /** Spec section 5: the privacy notice must be confirmed before personal data is stored. */
  agreedToPrivacy: z.literal(true, { error: 'the privacy notice must be accepted' }),
  /** Honeypot: hidden from people, filled in by bots; a registration with it stores nothing. */
  website: z.string().max(500).optional(),
});
export type QrRegistrationInput = z.infer<typeof QrRegistrationInput>;

export const membershipQrRegistrationContracts = {
  registerByQrCode: route({
    method: 'POST',
    path: '/api/AttendeeRegisterByQrCode/RegisterAttendee/:locationId',
    service: 'membership',
    access: 'public',
    summary: "Register at a location's QR code: an interested person (no login) of the location's company",
    params: z.object({ locationId: Uuid }),
    body: QrRegistrationInput,
    response: Created,
    rateLimit: 'application',
  }),
} as const;

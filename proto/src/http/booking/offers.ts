import { z } from 'zod';
import { Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { Attendance } from './attendances.ts';
import { CancelResult } from './cancellations.ts';

/** Staff may answer for a member who phones in; a member answers only their own offer (another's answers 404). */
const staffOrAttendee = ['manager', 'employee', 'trainer', 'attendee'] as const;

/**
 * Beyond the spec (decision 0048): when a company offers freed places for a time instead of
 * promoting at once, the waiting member accepts or declines the place held for them. `id` is the
 * waiting attendance's id, as in the other calls of the family.
 */
export const bookingOfferContracts = {
  acceptOffer: route({
    method: 'PUT',
    path: '/api/Attendances/AcceptOffer/:id',
    service: 'booking',
    access: staffOrAttendee,
    summary:
      'Accept the place offered to a waiting attendance (beyond the spec): it is confirmed and the waiting entries at the same time are removed; after the deadline answers offer_expired',
    params: z.object({ id: Uuid }),
    response: Attendance,
  }),
  declineOffer: route({
    method: 'PUT',
    path: '/api/Attendances/DeclineOffer/:id',
    service: 'booking',
    access: staffOrAttendee,
    summary:
      'Decline the place offered to a waiting attendance (beyond the spec): the waiting entry is cancelled and the place offered to the next',
    params: z.object({ id: Uuid }),
    response: CancelResult,
  }),
} satisfies Record<string, RouteContract>;

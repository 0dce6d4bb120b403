import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import { BOOKING_IN_ADVANCE_DAYS } from '../domain/booking-window.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Keeps the settings of identity's event as of `occurredAt`; an older event delivered late
 * changes nothing, and a redelivery writes the same values again.
 */
export async function upsertCompanySettings(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  occurredAt: Date,
): Promise<void> {
  const stored = await tx.companySettings.findUnique({ where: { companyId }, select: { updatedAt: true } });
  if (stored && stored.updatedAt > occurredAt) return;
  const data = {
    bookingInAdvanceDays: p.appointmentBookingInAdvanceDays,
    showCheckinNotePopup: p.showCheckinNotePopup,
    showCheckinInvalidMembershipPopup: p.showCheckinInvalidMembershipPopup,
    updatedAt: occurredAt,
  };
  await tx.companySettings.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}

/** How many days ahead the tenant's members may book; the spec's default until identity announced any. */
export async function bookingInAdvanceDays(tx: Tx): Promise<number> {
  const row = await tx.companySettings.findFirst({ select: { bookingInAdvanceDays: true } });
  return row?.bookingInAdvanceDays ?? BOOKING_IN_ADVANCE_DAYS;
}

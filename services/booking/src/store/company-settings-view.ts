import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** What booking follows of identity's company settings; the spec's defaults until a company saves its own. */
export interface BookingCompanySettings {
  appointmentBookingInAdvanceDays: number;
  showCheckinNotePopup: boolean;
  showCheckinInvalidMembershipPopup: boolean;
}

export const DEFAULT_COMPANY_SETTINGS: BookingCompanySettings = {
  appointmentBookingInAdvanceDays: 30,
  showCheckinNotePopup: false,
  showCheckinInvalidMembershipPopup: true,
};

/**
 * Keeps identity's settings of the company as of `occurredAt` (one row per company): an older
 * event delivered late changes nothing, a redelivery or a backfill writes the same values again.
 */
export async function upsertCompanySettings(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  occurredAt: Date,
): Promise<void> {
  const stored = await tx.companySettingsView.findUnique({ where: { companyId }, select: { updatedAt: true } });
  if (stored && stored.updatedAt > occurredAt) return;
  const facts = {
    appointmentBookingInAdvanceDays: p.appointmentBookingInAdvanceDays,
    showCheckinNotePopup: p.showCheckinNotePopup,
    showCheckinInvalidMembershipPopup: p.showCheckinInvalidMembershipPopup,
    updatedAt: occurredAt,
  };
  await tx.companySettingsView.upsert({ where: { companyId }, create: { companyId, ...facts }, update: facts });
}

export async function companySettingsOf(tx: Tx): Promise<BookingCompanySettings> {
  const row = await tx.companySettingsView.findFirst();
  return row ?? DEFAULT_COMPANY_SETTINGS;
}

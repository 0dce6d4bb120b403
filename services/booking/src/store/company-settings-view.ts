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

/** Keeps the latest settings of the tenant of `tx` (one row per company; the event's order is the saves' order). */
export async function upsertCompanySettings(tx: Tx, companyId: string, p: PayloadOf<typeof IdentityEvents.SettingsSaved>): Promise<void> {
  const facts = {
    appointmentBookingInAdvanceDays: p.appointmentBookingInAdvanceDays,
    showCheckinNotePopup: p.showCheckinNotePopup,
    showCheckinInvalidMembershipPopup: p.showCheckinInvalidMembershipPopup,
    updatedAt: new Date(),
  };
  await tx.companySettingsView.upsert({ where: { companyId }, create: { companyId, ...facts }, update: facts });
}

export async function companySettingsOf(tx: Tx): Promise<BookingCompanySettings> {
  const row = await tx.companySettingsView.findFirst();
  return row ?? DEFAULT_COMPANY_SETTINGS;
}

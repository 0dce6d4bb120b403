import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { NightWindow } from '../domain/offer-expiry.ts';
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
    waitingListOfferHours: p.waitingListOfferHours ?? 0,
    waitingListNightFrom: p.waitingListNightFrom ?? null,
    waitingListNightTill: p.waitingListNightTill ?? null,
    updatedAt: occurredAt,
  };
  await tx.companySettingsView.upsert({ where: { companyId }, create: { companyId, ...facts }, update: facts });
}

export async function companySettingsOf(tx: Tx): Promise<BookingCompanySettings> {
  const row = await tx.companySettingsView.findFirst();
  return row ?? DEFAULT_COMPANY_SETTINGS;
}

/** How the tenant's waiting list moves: offer hours (0: automatic promotion, the default) and the night window. */
export async function waitingListRules(tx: Tx): Promise<{ offerHours: number; night: NightWindow | null }> {
  const row = await tx.companySettingsView.findFirst();
  const night =
    row?.waitingListNightFrom && row.waitingListNightTill ? { from: row.waitingListNightFrom, till: row.waitingListNightTill } : null;
  return { offerHours: row?.waitingListOfferHours ?? 0, night };
}

/** How many days ahead the tenant's members may book; the spec's default until identity announced any. */
export async function bookingInAdvanceDays(tx: Tx): Promise<number> {
  return (await companySettingsOf(tx)).appointmentBookingInAdvanceDays;
}

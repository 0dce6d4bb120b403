import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { NightWindow } from '../domain/offer-expiry.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Keeps the company's settings as of `occurredAt`; an older event delivered late changes nothing,
 * and a redelivery writes the same values again.
 */
export async function upsertCompanySettingsView(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  occurredAt: Date,
): Promise<void> {
  const stored = await tx.companySettingsView.findUnique({ where: { companyId }, select: { updatedAt: true } });
  if (stored && stored.updatedAt > occurredAt) return;
  const data = {
    waitingListOfferHours: p.waitingListOfferHours ?? 0,
    waitingListNightFrom: p.waitingListNightFrom ?? null,
    waitingListNightTill: p.waitingListNightTill ?? null,
    updatedAt: occurredAt,
  };
  await tx.companySettingsView.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}

/** How the tenant's waiting list moves: offer hours (0: automatic promotion, the default) and the night window. */
export async function waitingListRules(tx: Tx): Promise<{ offerHours: number; night: NightWindow | null }> {
  const row = await tx.companySettingsView.findFirst();
  const night =
    row?.waitingListNightFrom && row.waitingListNightTill ? { from: row.waitingListNightFrom, till: row.waitingListNightTill } : null;
  return { offerHours: row?.waitingListOfferHours ?? 0, night };
}

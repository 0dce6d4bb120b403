import type { TxClient } from '@takt/kit';
import type { BillingSettings as SettingsDto } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The company's billing settings; the defaults until someone saves them (no row needed). */
export async function readSettings(tx: Tx): Promise<SettingsDto> {
  const row = await tx.billingSettings.findFirst();
  return row
    ? { dueDays: row.dueDays, dunningFees: row.dunningFees, halfYearStartMonth: row.halfYearStartMonth }
    : { dueDays: 14, dunningFees: [0, 500, 500, 1000, 1000], halfYearStartMonth: 1 };
}

export async function writeSettings(tx: Tx, companyId: string, s: SettingsDto): Promise<SettingsDto> {
  await tx.billingSettings.upsert({ where: { companyId }, create: { ...s }, update: { ...s } });
  return readSettings(tx);
}

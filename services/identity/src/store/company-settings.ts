import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettingsValues } from '../domain/company-settings.ts';
import type { Client } from './client.ts';
import type { CompanySettings } from './generated/client.ts';

type Tx = TxClient<Client>;

export type SettingsChange = Partial<CompanySettingsValues> & { logo?: Uint8Array<ArrayBuffer> | null; logoContentType?: string | null };

/** The stored values, or the defaults while the company has saved none. */
export function settingsValues(row: CompanySettings | null): CompanySettingsValues {
  if (!row) return { ...DEFAULT_COMPANY_SETTINGS };
  const { id: _i, companyId: _c, logo: _l, logoContentType: _t, updatedDate: _u, ...stored } = row;
  return stored as CompanySettingsValues;
}

export function toSettingsDto(row: CompanySettings | null, companyId: string) {
  return { id: row?.id ?? null, companyId, ...settingsValues(row), hasLogo: !!row?.logoContentType };
}

/** The current tenant's settings row, if it saved any. */
export function findSettings(tx: Tx): Promise<CompanySettings | null> {
  return tx.companySettings.findFirst();
}

/** Saves over the stored settings (or the defaults). */
export function upsertSettings(tx: Tx, companyId: string, change: SettingsChange): Promise<CompanySettings> {
  return tx.companySettings.upsert({
    where: { companyId },
    create: { id: randomUUID(), ...settingsValues(null), ...change },
    update: { ...change, updatedDate: new Date() },
  });
}

export function findSettingsById(tx: Tx, id: string): Promise<CompanySettings | null> {
  return tx.companySettings.findFirst({ where: { id } });
}

export async function deleteSettingsRow(tx: Tx, id: string): Promise<void> {
  await tx.companySettings.deleteMany({ where: { id } });
}

/** The stored logo and its type, if any. */
export function logoOf(tx: Tx) {
  return tx.companySettings.findFirst({ select: { logo: true, logoContentType: true } });
}

export async function hasLogo(tx: Tx, companyId: string): Promise<boolean> {
  const row = await tx.companySettings.findFirst({ where: { companyId }, select: { logoContentType: true } });
  return !!row?.logoContentType;
}

/** Every company's saved settings without the logo (system mode: the one-off backfill announces them). */
export function settingsOfAllCompanies(tx: Tx): Promise<Omit<CompanySettings, 'logo'>[]> {
  return tx.companySettings.findMany({ omit: { logo: true }, orderBy: { companyId: 'asc' } });
}

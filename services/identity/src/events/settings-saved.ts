import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { CompanySettingsValues } from '../domain/company-settings.ts';
import type { Client } from '../store/client.ts';

/** Records SettingsSaved in the outbox of `tx`: the rules other services apply (colour stays here). */
export async function publishSettingsSaved(tx: TxClient<Client>, values: CompanySettingsValues, companyId?: string): Promise<void> {
  const { color: _color, ...rules } = values;
  await publishEvent(tx, IdentityEvents.SettingsSaved, rules, companyId);
}

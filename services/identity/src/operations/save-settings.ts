import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishSettingsSaved } from '../events/settings-saved.ts';
import type { Client } from '../store/client.ts';
import { findSettings, settingsValues, toSettingsDto, upsertSettings, type SettingsChange } from '../store/company-settings.ts';
import type { CompanySettings } from '../store/generated/client.ts';
import { actorOf } from '../store/users.ts';

const view = (row: CompanySettings | null) => ({
  ...settingsValues(row),
  logo: row?.logo ? `${row.logoContentType} ${row.logo.length} bytes` : null,
});

/** Saves settings over the stored ones (or the defaults), audited with before and after. */
export function saveSettings(db: Db<Client>, user: UserCaller, change: SettingsChange) {
  return db.tx(async (tx) => {
    const before = await findSettings(tx);
    const after = await upsertSettings(tx, user.companyId, change);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'CompanySettings',
      entityId: after.id,
      action: before ? 'updated' : 'created',
      before: view(before),
      after: view(after),
    });
    await publishSettingsSaved(tx, settingsValues(after));
    return toSettingsDto(after, user.companyId);
  });
}

import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { DEFAULT_COMPANY_SETTINGS } from '../domain/company-settings.ts';
import { recordAudit } from '../events/audit.ts';
import { publishSettingsSaved } from '../events/settings-saved.ts';
import type { Client } from '../store/client.ts';
import { deleteSettingsRow, findSettingsById, settingsValues } from '../store/company-settings.ts';
import { actorOf } from '../store/users.ts';

/** Back to the defaults: the stored row goes, audited. */
export async function deleteSettings(db: Db<Client>, user: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const before = await findSettingsById(tx, id);
    if (!before) throw notFound('Settings');
    await deleteSettingsRow(tx, id);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'CompanySettings',
      entityId: before.id,
      action: 'deleted',
      before: { ...settingsValues(before) },
      after: { ...DEFAULT_COMPANY_SETTINGS },
    });
    await publishSettingsSaved(tx, DEFAULT_COMPANY_SETTINGS);
  });
  return { ok: true };
}

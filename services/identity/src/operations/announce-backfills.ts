import type { Backfill } from '@takt/kit';
import { publishSettingsSaved } from '../events/settings-saved.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { settingsOfAllCompanies, settingsValues } from '../store/company-settings.ts';
import { staffOfAllCompanies } from '../store/staff.ts';

/**
 * Read models that other services started keeping after identity's events had left the stream:
 * scheduling's trainers (staff users) and the company rules booking and membership follow.
 * Announcing again is harmless: their consumers upsert (settings keep the latest).
 */
export const identityBackfills: readonly Backfill<Client>[] = [
  {
    name: 'identity.staff-user.saved@1',
    async run(tx) {
      const staff = await staffOfAllCompanies(tx);
      for (const user of staff) await publishStaffUserSaved(tx, user, user.companyId);
      return staff.length;
    },
  },
  // @1 announced them for membership's termination rules and booking's rules; membership keeps
  // the allowed payment intervals too since decision 0047, so every database hears them once more.
  { name: 'identity.settings.saved@2', run: announceSettings },
];

async function announceSettings(tx: Parameters<Backfill<Client>['run']>[0]): Promise<number> {
  const rows = await settingsOfAllCompanies(tx);
  for (const row of rows) await publishSettingsSaved(tx, settingsValues({ ...row, logo: null }), row.companyId);
  return rows.length;
}

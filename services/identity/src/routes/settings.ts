import { readUploadForm, type Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { deleteSettings } from '../operations/delete-settings.ts';
import { getLogo } from '../operations/get-logo.ts';
import { getSettingsByLocation } from '../operations/get-settings-by-location.ts';
import { getSettings } from '../operations/get-settings.ts';
import { saveSettings } from '../operations/save-settings.ts';
import { updateLogo } from '../operations/update-logo.ts';
import type { Client } from '../store/client.ts';

export function settingsRoutes(r: Router<Client>): void {
  r.handle(routes.getSettings, ({ db, user }) => getSettings(db, user.companyId));
  r.handle(routes.getSettingsAnonymous, ({ params, db }) => getSettings(db, params.companyId, true));
  r.handle(routes.getSettingsByLocation, ({ params, db }) => getSettingsByLocation(db, params.id));
  r.handle(routes.deleteSettings, ({ params, db, user }) => deleteSettings(db, user, params.id));
  for (const contract of [routes.createSettings, routes.updateSettings]) {
    r.handle(contract, ({ body, db, user }) => saveSettings(db, user, body));
  }
  r.handle(routes.updateLogo, async ({ req, db, user }) => updateLogo(db, user, await readUploadForm(req, 'File')));
  r.handle(routes.removeLogo, ({ db, user }) => saveSettings(db, user, { logo: null, logoContentType: null }));

  r.handle(routes.getLogo, async ({ params, db, reply }) => {
    const row = await getLogo(db, params.companyId);
    return reply
      .header('content-type', row.logoContentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.logo));
  });
}

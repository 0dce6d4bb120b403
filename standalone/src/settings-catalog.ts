import { gatewaySettings } from '@takt/gateway';
import { KIT_SETTINGS, type SettingsSchema } from '@takt/kit';
import { allServices } from './services.ts';
import { standaloneSettings } from './settings.ts';

/** Every process's settings schema, in the order docs/settings.md lists them. */
export function settingsCatalog(): { process: string; schema: SettingsSchema }[] {
  return [
    { process: 'every process (kit)', schema: KIT_SETTINGS },
    { process: 'gateway', schema: gatewaySettings },
    ...allServices.filter((s) => s.settings).map((s) => ({ process: s.name, schema: s.settings as SettingsSchema })),
    { process: 'one-process start (`npm start`)', schema: standaloneSettings },
  ];
}

import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordCompanySettings } from '../operations/record-company-settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

/** Identity owns company settings; booking keeps the latest for its booking window, check-in popups and waiting list. */
export const settingsSavedConsumer = () => on(IdentityEvents.SettingsSaved, (tx, p, envelope) => recordCompanySettings(tx, p, envelope));

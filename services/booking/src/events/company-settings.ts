import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordCompanySettings } from '../operations/record-company-settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

/** The booking-in-advance days (and the check-in popups) follow the company's settings. */
export const settingsSavedConsumer = () => on(IdentityEvents.SettingsSaved, (tx, p, envelope) => recordCompanySettings(tx, p, envelope));

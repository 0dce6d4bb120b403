import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordTerminationSettings } from '../operations/record-termination-settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const settingsSavedConsumer = () =>
  on(IdentityEvents.SettingsSaved, (tx, p, envelope) => recordTerminationSettings(tx, p, envelope));

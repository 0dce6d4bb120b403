import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertCompanySettings } from '../store/company-settings-view.ts';

const { on } = consumersOf<Client>();

/** Identity owns company settings; booking keeps the latest for its check-in popups (and advance days). */
export const settingsSavedConsumer = () =>
  on(IdentityEvents.SettingsSaved, (tx, p, envelope) => upsertCompanySettings(tx, envelope.companyId, p, new Date(envelope.occurredAt)));

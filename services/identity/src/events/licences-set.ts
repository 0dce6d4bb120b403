import { consumersOf } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { recordLicences } from '../operations/record-licences.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const licencesSetConsumer = () =>
  on(BillingEvents.LicencesSet, (tx, p, envelope) => recordLicences(tx, envelope.companyId, p, envelope.occurredAt));

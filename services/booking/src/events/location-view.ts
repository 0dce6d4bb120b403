import { consumersOf } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { recordLocation } from '../operations/record-location.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const locationCreatedConsumer = () => on(IdentityEvents.LocationCreated, (tx, p) => recordLocation(tx, p));

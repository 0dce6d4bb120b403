import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { saveName, type NamedKind } from '../store/dimension-names.ts';

/** The name a result shows for a location, department, room, trainer, course, membership type, characteristic or cost. */
export function recordName(tx: TxClient<Client>, kind: NamedKind, id: string, name: string, occurredAt: string): Promise<void> {
  return saveName(tx, kind, id, name, occurredAt);
}

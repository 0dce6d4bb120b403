import type { Db } from '@takt/kit';
import type { BodyOf, statisticsContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertPreset } from '../store/presets.ts';

export async function addPreset(db: Db<Client>, body: BodyOf<typeof statisticsContracts.addPreset>): Promise<{ id: string }> {
  const preset = await db.tx((tx) => insertPreset(tx, body.name, body.layout));
  return { id: preset.id };
}

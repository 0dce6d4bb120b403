import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deletePresetRow, findPreset } from '../store/presets.ts';

export async function deletePreset(db: Db<Client>, id: string): Promise<void> {
  await db.tx(async (tx) => {
    if (!(await findPreset(tx, id))) throw notFound('Preset');
    await deletePresetRow(tx, id);
  });
}

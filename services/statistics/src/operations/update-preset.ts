import { notFound, type Db } from '@takt/kit';
import type { BodyOf, statisticsContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findPreset, updatePresetRow } from '../store/presets.ts';

/** Another company's preset is not found (tenant scope), like a missing one. */
export function updatePreset(db: Db<Client>, body: BodyOf<typeof statisticsContracts.updatePreset>) {
  return db.tx(async (tx) => {
    if (!(await findPreset(tx, body.id))) throw notFound('Preset');
    return updatePresetRow(tx, body.id, body.name, body.layout);
  });
}

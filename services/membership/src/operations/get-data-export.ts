import { notFound, type Db } from '@takt/kit';
import { exportStatus } from '../domain/data-export.ts';
import type { Client } from '../store/client.ts';
import { findDataExport } from '../store/data-exports.ts';

/** An export's state; its data once every service answered. */
export async function getDataExport(db: Db<Client>, exportId: string) {
  const row = await db.tx((tx) => findDataExport(tx, exportId));
  if (!row) throw notFound('Data export');
  return {
    id: row.id,
    attendeeId: row.attendeeId,
    createdDate: row.createdDate.toISOString(),
    ...exportStatus(row.parts as Record<string, unknown>),
  };
}

import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { LocationOpeningHours } from './generated/client.ts';

export function openingHoursOf(tx: TxClient<Client>, locationId: string): Promise<LocationOpeningHours[]> {
  return tx.locationOpeningHours.findMany({ where: { locationId }, orderBy: { position: 'asc' } });
}

export interface OpeningHoursRow {
  fromWeekDay: number;
  tillWeekDay: number | null;
  closed: boolean;
  fromTime: string | null;
  tillTime: string | null;
}

/** Replaces the location's opening hours; the position is the order given. */
export async function replaceOpeningHoursRows(tx: TxClient<Client>, locationId: string, rows: OpeningHoursRow[]): Promise<void> {
  await tx.locationOpeningHours.deleteMany({ where: { locationId } });
  await tx.locationOpeningHours.createMany({ data: rows.map((h, position) => ({ id: randomUUID(), locationId, position, ...h })) });
}

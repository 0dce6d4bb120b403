import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { RoomBlockingInput } from '@takt/proto';
import type { BlockingRule } from '../domain/room-availability.ts';
import type { Client } from './client.ts';
import type { RoomBlocking } from './generated/client.ts';

type Tx = TxClient<Client>;

const columns = (b: RoomBlockingInput) => ({
  ...b,
  name: b.name ?? null,
  periodValues: b.periodValues ?? null,
  dateFrom: toDbDate(b.dateFrom),
  dateTill: toDbDate(b.dateTill),
});

export const insertBlocking = (tx: Tx, id: string, b: RoomBlockingInput): Promise<RoomBlocking> =>
  tx.roomBlocking.create({ data: { id, ...columns(b) } });
export const findBlocking = (tx: Tx, id: string): Promise<RoomBlocking | null> => tx.roomBlocking.findFirst({ where: { id } });
export const updateBlockingRow = (tx: Tx, id: string, b: RoomBlockingInput): Promise<RoomBlocking> =>
  tx.roomBlocking.update({ where: { id }, data: columns(b) });
export const deleteBlockingRow = async (tx: Tx, id: string): Promise<void> => {
  await tx.roomBlocking.delete({ where: { id } });
};

export const blockingsOf = (tx: Tx, roomIds: string[]): Promise<RoomBlocking[]> =>
  tx.roomBlocking.findMany({ where: { roomId: { in: roomIds } }, orderBy: [{ dateFrom: 'asc' }, { timeFrom: 'asc' }] });

/** A blocking as the availability rules read it. */
export const blockingRule = (b: RoomBlocking): BlockingRule => ({
  ...b,
  dateFrom: fromDbDate(b.dateFrom),
  dateTill: fromDbDate(b.dateTill),
});

/** Uncancelled appointments in these rooms on one date. */
export const roomAppointmentsOn = (tx: Tx, roomIds: string[], date: string) =>
  tx.appointment.findMany({
    where: { roomId: { in: roomIds }, date: toDbDate(date), isCancelled: false },
    select: { roomId: true, timeFrom: true, timeTill: true },
  });

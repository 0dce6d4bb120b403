import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function findVapidKeys(tx: TxClient<Client>): Promise<VapidKeys | null> {
  return tx.vapidKey.findUnique({ where: { id: 1 }, select: { publicKey: true, privateKey: true } });
}

export async function insertVapidKeys(tx: TxClient<Client>, keys: VapidKeys): Promise<void> {
  await tx.vapidKey.create({ data: { id: 1, ...keys } });
}
